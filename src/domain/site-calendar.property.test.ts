// @vitest-environment node
/**
 * The month's runs against a brute-force expansion: every run of each schedule from its first
 * one, as `serviceRuns` makes them with no `from`, kept when its date in the user's zone is in
 * the month. `runsOfMonth` asks for a few runs near the month only, so this checks that it
 * lists every run of the month and nothing else, in zones whose clocks change (at midnight in
 * Santiago, by half an hour on Lord Howe) and with a service zone other than UTC.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleOf, serviceRuns, toLocal } from './recurrence';
import type { CalendarZones } from './schedule-rule';
import type { Frequency } from './schemas';
import { monthAt, nextMonth, previousMonth, runsOfMonth, type MonthRuns } from './site-calendar';

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'America/Los_Angeles',
] as const;

const DAY_MS = 86_400_000;
const FROM_MS = Date.UTC(2026, 0, 1);
const TO_MS = Date.UTC(2029, 0, 1);

interface TestSchedule {
  uuid: string;
  frequency: Frequency;
  next_scheduled_date: string;
}

const frequencyArb: fc.Arbitrary<Frequency> = fc.oneof(
  fc.constantFrom<Frequency>({ unit: 'DAYS', value: 7 }, { unit: 'DAYS', value: 14 }),
  fc.integer({ min: 1, max: 31 }).map((value): Frequency => ({ unit: 'MONTHLY', value })),
);

/** Whole minutes, as the form makes them, and now and then a stray millisecond. */
const firstRunArb = fc
  .tuple(fc.integer({ min: FROM_MS / 60_000, max: TO_MS / 60_000 }), fc.constantFrom(0, 0, 0, 7))
  .map(([minutes, ms]) => new Date(minutes * 60_000 + ms).toISOString());

const schedulesArb = fc
  .array(fc.record({ frequency: frequencyArb, firstRun: firstRunArb }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((list) =>
    list.map(({ frequency, firstRun }, index): TestSchedule => ({
      uuid: `s${index}`,
      frequency,
      next_scheduled_date: firstRun,
    })),
  );

const zonesArb: fc.Arbitrary<CalendarZones> = fc.record({
  user: fc.constantFrom(...ZONES),
  service: fc.constantFrom(...ZONES),
});

/** Every run of the schedule from its first until past the month, dated in the user's zone. */
function bruteForce(schedule: TestSchedule, month: string, zones: CalendarZones): string[] {
  const rule = ruleOf(schedule);
  const end = Date.parse(`${nextMonth(month)}-01T00:00:00Z`) + 2 * DAY_MS;
  const span = Math.max(0, end - rule.firstRun.getTime()) / DAY_MS;
  const count =
    rule.frequency.unit === 'DAYS'
      ? Math.ceil(span / rule.frequency.value) + 2
      : Math.ceil(span / 28) + 2;
  return serviceRuns(rule, zones.service, count).flatMap((run) => {
    const local = toLocal(run.at, zones.user);
    if (!local.date.startsWith(`${month}-`)) return [];
    const moved = run.monthEnd
      ? ` moved ${run.monthEnd.requestedDay}->${run.monthEnd.actualDay}`
      : '';
    return [`${local.date} ${local.time} ${run.at.toISOString()} ${schedule.uuid}${moved}`];
  });
}

function listed(month: MonthRuns): string[] {
  return [...month.days.keys()].flatMap((date) =>
    month.runsOn(date).map((run) => {
      const moved = run.monthEnd
        ? ` moved ${run.monthEnd.requestedDay}->${run.monthEnd.actualDay}`
        : '';
      return `${date} ${run.time} ${run.at.toISOString()} ${run.scheduleId}${moved}`;
    }),
  );
}

describe("a month's runs, against every run of each schedule", () => {
  it('lists exactly the runs of serviceRuns dated in the month, on their dates', () => {
    fc.assert(
      fc.property(
        schedulesArb,
        zonesArb,
        fc.integer({ min: -1, max: 14 }),
        (schedules, zones, monthsAfter) => {
          const first = schedules[0] as TestSchedule;
          let month = monthAt(new Date(first.next_scheduled_date), zones.user);
          for (let step = 0; step < monthsAfter; step++) month = nextMonth(month);
          if (monthsAfter < 0) month = previousMonth(month);

          const runs = runsOfMonth(schedules, month, zones);
          const expected = schedules.flatMap((schedule) => bruteForce(schedule, month, zones));

          expect(listed(runs).sort()).toEqual(expected.sort());
          expect(runs.runCount).toBe(expected.length);
          for (const day of runs.days.values()) {
            const onDay = runs.runsOn(day.date);
            expect(day.runCount).toBe(onDay.length);
            expect(day.monthEndCount).toBe(onDay.filter((run) => run.monthEnd).length);
            expect(onDay.every((run) => toLocal(run.at, zones.user).date === day.date)).toBe(true);
            const times = onDay.map((run) => run.at.getTime());
            expect(times).toEqual([...times].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

/**
 * A large site: 5,000 schedules, mostly weekly or monthly, at a handful of times, weekly
 * ones starting within a fortnight and monthly ones on their day's next occurrence (so that they
 * share a few hundred rules, as a real site's do), or, `distinct`, each a minute from the others.
 */
function bigSite(now: number, distinct: boolean): TestSchedule[] {
  let seed = 0x5eed;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const times = [7, 8.5, 9, 12, 15.5, 17];
  const today = Math.floor(now / DAY_MS);
  return Array.from({ length: 5_000 }, (_, index) => {
    const kind = Math.floor(random() * 5);
    const dayOfMonth = 1 + Math.floor(random() * 31);
    const frequency: Frequency =
      kind < 2
        ? { unit: 'DAYS', value: 7 }
        : kind === 2
          ? { unit: 'DAYS', value: 14 }
          : { unit: 'MONTHLY', value: dayOfMonth };
    const hours = times[Math.floor(random() * times.length)] as number;
    // Monthly: the day in the month after `now` (a 31st in a 30-day month: its 30th).
    const date = new Date(now);
    const day =
      frequency.unit === 'MONTHLY'
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, Math.min(dayOfMonth, 30)) / DAY_MS
        : today + 1 + Math.floor(random() * 14);
    const at = day * DAY_MS + hours * 3_600_000 + (distinct ? index * 60_000 : 0);
    return { uuid: `s${index}`, frequency, next_scheduled_date: new Date(at).toISOString() };
  });
}

describe("a month's runs of 5,000 schedules", () => {
  it('are computed in a blink when schedules share their rules, as a big site does', () => {
    const now = Date.UTC(2027, 2, 10);
    const zones = { user: 'America/New_York', service: 'Europe/London' };
    const month = nextMonth(monthAt(new Date(now), zones.user));
    const figures = [false, true].map((distinct) => {
      const schedules = bigSite(now, distinct);
      runsOfMonth(schedules, month, zones); // warm-up
      const started = performance.now();
      const { runCount: runs } = runsOfMonth(schedules, month, zones);
      const elapsed = performance.now() - started;
      expect(runs).toBeGreaterThan(10_000);
      return `${distinct ? 'every rule distinct' : 'shared rules'}: ${elapsed.toFixed(0)} ms for ${runs} runs`;
    });
    // A rough figure for the record (CI machines vary too much for a timed assertion).
    console.info(`runsOfMonth, 5,000 schedules, ${month}: ${figures.join('; ')}`);
  });
});
