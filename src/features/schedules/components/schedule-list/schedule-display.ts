import { formatCompactRunDateTime, formatRelativeRun, formatRunDateTime } from '#src/domain/format';
import { nextRunAtOrAfter, ruleOf } from '#src/domain/recurrence';
import { ruleWords } from '#src/domain/rule-wording';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { wallClockAt } from '#src/domain/wall-clock';

/** The DOM id of a schedule's row or card, for bringing the one just saved into view. */
export function scheduleElementId(uuid: string): string {
  return `schedule-${uuid}`;
}

/** What a row or card says about a schedule, in words. */
interface ScheduleDisplay {
  title: string;
  /** 'Every week on Tuesday at 09:00'. */
  cadence: string;
  /** 'Weekly, Tue 09:00': the table's narrow column shows this, and keeps the sentence. */
  cadenceBrief: string;
  /** The next run, as an ISO instant for `<time dateTime>`. */
  nextRunIso: string;
  /** 'Tue, Jan 26, 09:00', the year only when it is not this year, the zone only if asked. */
  nextRun: string;
  /** 'Tue, Jan 26, 2027, 09:00 EST (in 3 days)': the next run in full, for a tooltip. */
  nextRunInFull: string;
  /** The next run falls in another year than now: `nextRun` names its year. */
  nextRunInAnotherYear: boolean;
}

interface DisplayOptions {
  /** Name the zone after the next run (the phones' cards, whose zone note is below them). */
  withZone?: boolean;
}

function describeSchedule(
  schedule: Schedule,
  zones: CalendarZones,
  now: Date,
  withZone: boolean,
): ScheduleDisplay {
  const rule = ruleOf(schedule);
  // A past next run from the service shows as the run it makes next.
  const nextRun = nextRunAtOrAfter(rule, zones.service, now);
  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  const relative = formatRelativeRun(nextRun, now, zones.user);
  const words = ruleWords(rule, zones, now);
  return {
    title: schedule.title.trim() || 'Untitled schedule',
    cadence: words.sentence,
    cadenceBrief: words.brief,
    nextRunIso: nextRun.toISOString(),
    nextRun: formatCompactRunDateTime(nextRun, zones.user, { currentYear, withZone }),
    nextRunInFull: `${formatRunDateTime(nextRun, zones.user)} (${relative})`,
    nextRunInAnotherYear: wallClockAt(nextRun.getTime(), zones.user).year !== currentYear,
  };
}

interface Described {
  zones: CalendarZones;
  now: Date;
  withZone: boolean;
  display: ScheduleDisplay;
}

// Each schedule object's words, made once per zones and minute: a row mounted again reuses them.
const described = new WeakMap<Schedule, Described>();

/** A schedule in the list's words, cached per object, `zones` and `now` (kept stable by the list). */
export function scheduleDisplay(
  schedule: Schedule,
  zones: CalendarZones,
  now: Date,
  { withZone = false }: DisplayOptions = {},
): ScheduleDisplay {
  const cached = described.get(schedule);
  if (cached && cached.zones === zones && cached.now === now && cached.withZone === withZone) {
    return cached.display;
  }
  const display = describeSchedule(schedule, zones, now, withZone);
  described.set(schedule, { zones, now, withZone, display });
  return display;
}
