/**
 * The mock with `serviceTimeZone: 'America/New_York'`: its defaults and its list's roll-forward
 * keep the service's calendar in New York, across daylight saving (2027: 14 March, 7 November).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateScheduleRequest, Schedule } from '#src/domain/schemas';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { createSchedule, listSchedules } from '#src/lib/site-reports/schedules';

// Wednesday 10 February 2027, 12:00 UTC: 07:00 in New York (EST, UTC-5).
const START = new Date('2027-02-10T12:00:00Z');
let now = START;
beforeEach(() => {
  now = START;
});
const mockApi = setupMockApi({ now: () => now, serviceTimeZone: 'America/New_York' });

async function createAndFind(body: Omit<CreateScheduleRequest, 'site_id'>): Promise<Schedule> {
  await createSchedule(mockApi.client(), { site_id: ACME_SITE_ID, ...body });
  return listed(body.title);
}

async function listed(title: string): Promise<Schedule> {
  const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
  const found = schedules.filter((schedule) => schedule.title === title);
  expect(found).toHaveLength(1);
  return found[0] as Schedule;
}

const RECIPIENTS = [{ email: 'ny@acme-marketing.example' }];

describe('a mock service whose calendar is in New York', () => {
  it('says so', () => {
    expect(mockApi.service().store.serviceTimeZone).toBe('America/New_York');
  });

  it('rolls a weekly 09:00 New York run forward to 09:00 New York across daylight saving', async () => {
    // Tuesday 2 March 2027, 09:00 EST.
    await createAndFind({
      title: 'Tuesday mornings',
      frequency: { unit: 'DAYS', value: 7 },
      next_scheduled_date: '2027-03-02T14:00:00Z',
      recipients: RECIPIENTS,
    });
    // After 14 March New York is on EDT (UTC-4): 09:00 is 13:00 UTC.
    now = new Date('2027-03-20T00:00:00Z');
    expect((await listed('Tuesday mornings')).next_scheduled_date).toBe('2027-03-23T13:00:00Z');
    // And back on EST after 7 November.
    now = new Date('2027-11-10T00:00:00Z');
    expect((await listed('Tuesday mornings')).next_scheduled_date).toBe('2027-11-16T14:00:00Z');
  });

  it('reads the monthly day in New York: the 31st at 23:30 New York is the 1st in UTC', async () => {
    // Wednesday 31 March 2027, 23:30 EDT.
    await createAndFind({
      title: 'Month end, late',
      frequency: { unit: 'MONTHLY', value: 31 },
      next_scheduled_date: '2027-04-01T03:30:00Z',
      recipients: RECIPIENTS,
    });
    now = new Date('2027-04-02T00:00:00Z');
    // 30 April, 23:30 EDT: April has no 31st in New York either.
    expect((await listed('Month end, late')).next_scheduled_date).toBe('2027-05-01T03:30:00Z');
  });

  it('wants a monthly first run on its day in New York, not in UTC', async () => {
    // 1 April 2027, 03:30 UTC is still 31 March in New York (above); 31 March 23:30 UTC is the
    // 31st in UTC but 19:30 on the 31st in New York too; 1 April 05:00 UTC is 1 April there.
    const create = (title: string, date: string) =>
      createSchedule(mockApi.client(), {
        site_id: ACME_SITE_ID,
        title,
        frequency: { unit: 'MONTHLY', value: 31 },
        next_scheduled_date: date,
        recipients: RECIPIENTS,
      });
    await expect(create('New York 31st, evening', '2027-03-31T23:30:00Z')).resolves.toBeTruthy();
    await expect(create('New York 1st', '2027-04-01T05:00:00Z')).rejects.toMatchObject({
      status: 400,
      fieldErrors: [
        {
          field: 'next_scheduled_date',
          code: 'not_on_monthly_day',
          message: expect.stringContaining(
            "2027-04-01 01:00 in the service's time zone (America/New_York), so it must fall on day 30, the last day of that month, not day 1",
          ),
        },
      ],
    });
  });

  it('keeps seconds and milliseconds when it rolls forward', async () => {
    await createAndFind({
      title: 'Precise',
      frequency: { unit: 'DAYS', value: 14 },
      // Friday 5 March 2027, 00:00:30.250 EST.
      next_scheduled_date: '2027-03-05T05:00:30.250Z',
      recipients: RECIPIENTS,
    });
    now = new Date('2027-03-19T04:00:30.000Z');
    // Friday 19 March, 00:00:30.250 EDT.
    expect((await listed('Precise')).next_scheduled_date).toBe('2027-03-19T04:00:30.250Z');
  });

  it('defaults the first run to tomorrow at 09:00 New York', async () => {
    const created = await createAndFind({ title: 'No date', recipients: RECIPIENTS });
    expect(created.next_scheduled_date).toBe('2027-02-11T14:00:00Z');
  });

  it("takes tomorrow from New York's date, not UTC's", async () => {
    // Wednesday 10 February, 22:00 in New York, already the 11th in UTC.
    now = new Date('2027-02-11T03:00:00Z');
    const created = await createAndFind({ title: 'Late evening', recipients: RECIPIENTS });
    expect(created.next_scheduled_date).toBe('2027-02-11T14:00:00Z');
  });

  it('defaults to 09:00 New York on the other side of daylight saving', async () => {
    // Saturday 13 March 2027, 07:00 EST; tomorrow is the first day of EDT.
    now = new Date('2027-03-13T12:00:00Z');
    const created = await createAndFind({ title: 'Spring forward', recipients: RECIPIENTS });
    expect(created.next_scheduled_date).toBe('2027-03-14T13:00:00Z');
  });

  it('aligns a monthly default to its day in New York, clamped to the month end', async () => {
    const created = await createAndFind({
      title: 'Monthly, no date',
      frequency: { unit: 'MONTHLY', value: 31 },
      recipients: RECIPIENTS,
    });
    expect(created.next_scheduled_date).toBe('2027-02-28T14:00:00Z');
  });

  it('seeds its schedules at their wall-clock time in New York', async () => {
    const weekly = await listed('Weekly traffic snapshot');
    // Two days after 10 February 07:00 EST, at 09:00 EST.
    expect(weekly.next_scheduled_date).toBe('2027-02-12T14:00:00Z');
  });
});
