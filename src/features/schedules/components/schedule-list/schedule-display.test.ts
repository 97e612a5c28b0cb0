import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { scheduleDisplay } from './schedule-display';

const zones = { user: 'America/New_York', service: 'UTC' };
const now = new Date('2030-01-01T12:00:00Z');

describe('scheduleDisplay', () => {
  it('says when a schedule runs, in the user’s zone', () => {
    const schedule = makeSchedule({ title: '  Weekly traffic  ' });
    expect(scheduleDisplay(schedule, zones, now)).toEqual({
      title: 'Weekly traffic',
      cadence: expect.stringMatching(/^Every week on Monday at /),
      cadenceBrief: expect.stringMatching(/^Weekly, Mon 0?4:00( AM)?$/),
      nextRunIso: '2030-01-07T09:00:00.000Z',
      // The clock as the user's locale writes it: 04:00 or 4:00 AM.
      nextRun: expect.stringMatching(/^Mon, Jan 7, 0?4:00( AM)?$/),
      nextRunInFull: expect.stringMatching(/^Mon, Jan 7, 2030, 0?4:00( AM)? EST \(in 6 days\)$/),
      nextRunInAnotherYear: false,
    });
  });

  it('names the zone after the next run when asked', () => {
    const display = scheduleDisplay(makeSchedule(), zones, now, { withZone: true });
    expect(display.nextRun).toMatch(/^Mon, Jan 7, 0?4:00( AM)? EST$/);
  });

  it('describes a schedule once for the same zones and minute', () => {
    const schedule = makeSchedule();
    expect(scheduleDisplay(schedule, zones, now)).toBe(scheduleDisplay(schedule, zones, now));
  });

  it('describes it again for another minute, other zones or the zone named', () => {
    const schedule = makeSchedule();
    const first = scheduleDisplay(schedule, zones, now);
    const later = new Date(now.getTime() + 60_000);
    expect(scheduleDisplay(schedule, zones, later)).not.toBe(first);
    const london = { user: 'Europe/London', service: 'UTC' };
    expect(scheduleDisplay(schedule, london, later).nextRun).toMatch(/^Mon, Jan 7, 0?9:00( AM)?$/);
    expect(scheduleDisplay(schedule, london, later, { withZone: true }).nextRun).toMatch(
      /^Mon, Jan 7, 0?9:00( AM)? GMT$/,
    );
  });

  it('says when the next run falls in another year, as its date then names the year', () => {
    const display = scheduleDisplay(makeSchedule(), zones, new Date('2030-12-31T12:00:00Z'));
    expect(display.nextRun).toMatch(/^Mon, Jan 6, 2031, /);
    expect(display.nextRunInAnotherYear).toBe(true);
  });

  it('names an untitled schedule', () => {
    const schedule = makeSchedule({ title: ' ' });
    expect(scheduleDisplay(schedule, zones, now).title).toBe('Untitled schedule');
  });
});
