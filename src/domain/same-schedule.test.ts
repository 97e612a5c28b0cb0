import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { isSameSchedule } from './same-schedule';
import type { CreateScheduleRequest } from './schemas';

const UTC = 'UTC';
const body: CreateScheduleRequest = {
  site_id: '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c',
  title: ' Monthly client report ',
  next_scheduled_date: '2027-02-01T09:00:00Z',
  frequency: { unit: 'MONTHLY', value: 1 },
  recipients: [{ name: 'Dana', email: 'dana@example.com' }, { email: 'lee@example.com' }],
};
const made = {
  title: 'Monthly client report',
  frequency: { unit: 'MONTHLY' as const, value: 1 },
  next_scheduled_date: '2027-02-01T09:00:00Z',
  recipients: [{ email: 'dana@example.com' }, { email: 'lee@example.com' }],
};

describe('finding the schedule a create made', () => {
  it('takes one with the same trimmed title, frequency, first run and recipients', () => {
    expect(isSameSchedule(makeSchedule(made), body, UTC)).toBe(true);
  });

  it('takes the same first run written in another offset, and recipients in another order or case', () => {
    const listed = makeSchedule({
      ...made,
      next_scheduled_date: '2027-02-01T10:00:00+01:00',
      recipients: [{ email: 'LEE@example.com' }, { name: 'Dana W', email: 'dana@example.com' }],
    });
    expect(isSameSchedule(listed, body, UTC)).toBe(true);
  });

  it('takes one whose first run the service has since rolled forward to a later run of the same rule', () => {
    const listed = makeSchedule({ ...made, next_scheduled_date: '2027-03-01T09:00:00Z' });
    expect(isSameSchedule(listed, body, UTC)).toBe(true);
  });

  it('does not take one that differs in title, frequency, first run or recipients', () => {
    expect(isSameSchedule(makeSchedule({ ...made, title: 'Other' }), body, UTC)).toBe(false);
    expect(
      isSameSchedule(makeSchedule({ ...made, frequency: { unit: 'DAYS', value: 7 } }), body, UTC),
    ).toBe(false);
    expect(
      isSameSchedule(
        makeSchedule({ ...made, next_scheduled_date: '2027-02-01T10:00:00Z' }),
        body,
        UTC,
      ),
    ).toBe(false);
    expect(
      isSameSchedule(
        makeSchedule({ ...made, recipients: [{ email: 'dana@example.com' }] }),
        body,
        UTC,
      ),
    ).toBe(false);
  });

  it('takes nothing for a create that left its first run or frequency to the service', () => {
    const { next_scheduled_date: _run, ...withoutRun } = body;
    const { frequency: _frequency, ...withoutFrequency } = body;
    expect(isSameSchedule(makeSchedule(made), withoutRun, UTC)).toBe(false);
    expect(isSameSchedule(makeSchedule(made), withoutFrequency, UTC)).toBe(false);
  });
});
