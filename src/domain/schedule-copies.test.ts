import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import {
  copyChangeBody,
  findCopies,
  recheckCopyChange,
  recheckCopyDelete,
} from './schedule-copies';

const source = makeSchedule({
  title: 'Weekly traffic',
  next_scheduled_date: '2030-01-07T09:00:00Z',
  frequency: { unit: 'DAYS', value: 7 },
  recipients: [{ name: 'Dana', email: 'dana@agency.example' }],
});

describe('the copies of a schedule', () => {
  it('finds the same schedule on other sites, and the looser title and cadence match apart', () => {
    const same = makeSchedule({
      title: ' Weekly traffic ',
      // A week later: the service rolled its first run forward.
      next_scheduled_date: '2030-01-14T09:00:00Z',
      recipients: [{ email: 'DANA@agency.example' }],
    });
    const otherPeople = makeSchedule({
      title: 'weekly traffic',
      recipients: [{ email: 'lee@client.example' }],
    });
    const monthly = makeSchedule({
      title: 'Weekly traffic',
      frequency: { unit: 'MONTHLY', value: 7 },
    });
    const copies = findCopies({
      source,
      sourceSiteId: 'site-a',
      sites: [
        { siteId: 'site-a', schedules: [source, same] },
        { siteId: 'site-b', schedules: [same, monthly] },
        { siteId: 'site-c', schedules: [otherPeople] },
      ],
      serviceTimeZone: 'UTC',
    });
    expect(copies).toEqual([
      { siteId: 'site-b', schedule: same, match: 'same' },
      { siteId: 'site-c', schedule: otherPeople, match: 'title-and-cadence' },
    ]);
  });
});

describe('a change to the copies', () => {
  const { uuid: _sourceId, ...rest } = source;
  const copy = makeSchedule(rest);

  it('sends only what a copy does not have yet, the cadence with its first run', () => {
    expect(
      copyChangeBody(
        copy,
        { title: 'Weekly traffic', frequency: { unit: 'DAYS', value: 14 } },
        'UTC',
      ),
    ).toEqual({
      frequency: { unit: 'DAYS', value: 14 },
      next_scheduled_date: copy.next_scheduled_date,
    });
    expect(copyChangeBody(copy, { title: ' Weekly traffic ' }, 'UTC')).toEqual({});
  });

  it('keeps a colleague rename made since the review: not written, and said', () => {
    const renamed = { ...copy, title: 'Traffic (EU)' };
    const change = { frequency: { unit: 'DAYS', value: 14 } } as const;
    expect(recheckCopyChange(copy, renamed, change, 'UTC')).toEqual({
      kind: 'changed',
      fields: ['title'],
    });
    expect(recheckCopyChange(copy, copy, change, 'UTC')).toMatchObject({ kind: 'send' });
  });

  it('counts a copy that already has the change as done, and a deleted one as gone', () => {
    const change = { title: 'Traffic' };
    expect(recheckCopyChange(copy, { ...copy, title: 'Traffic' }, change, 'UTC')).toEqual({
      kind: 'applied',
    });
    expect(recheckCopyChange(copy, undefined, change, 'UTC')).toEqual({ kind: 'gone' });
    expect(recheckCopyDelete(copy, undefined, 'UTC')).toEqual({ kind: 'gone' });
    expect(recheckCopyDelete(copy, copy, 'UTC')).toEqual({ kind: 'send', body: null });
  });
});
