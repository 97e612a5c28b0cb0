import { formatCompactRunDateTime, formatRelativeRun, formatRunDateTime } from '#src/domain/format';
import { nextRunAtOrAfter, ruleOf } from '#src/domain/recurrence';
import { describeRule, type CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { wallClockAt } from '#src/domain/wall-clock';

/** The DOM id of a schedule's row or card, for bringing the one just saved into view. */
export function scheduleElementId(uuid: string): string {
  return `schedule-${uuid}`;
}

/** Marks the list's links to the app's pages; useRouteClicks routes their clicks. */
export const ROUTE_ATTRIBUTE = 'data-route';

/** What a row or card says about a schedule, in words. */
interface ScheduleWords {
  title: string;
  /** 'Every week on Tuesday at 09:00'. */
  cadence: string;
  /** The next run, as an ISO instant for `<time dateTime>`. */
  nextRunIso: string;
  /** 'Tue, Jan 26, 09:00', the year only when it is not this year, the zone only if asked. */
  nextRun: string;
  /** 'Tue, Jan 26, 2027 at 09:00 EST (in 3 days)': the next run in full, for a tooltip. */
  nextRunInFull: string;
}

/**
 * A schedule in the list's words, its next run and cadence read in the user's zone. The next
 * run is short, to keep a row or card one line per fact: `withZone` names the zone, for a view
 * that does not state it above the schedules (the phones' cards, whose zone note is below them).
 */
export function scheduleWords(
  schedule: Schedule,
  zones: CalendarZones,
  now: Date,
  { withZone = false }: { withZone?: boolean } = {},
): ScheduleWords {
  const rule = ruleOf(schedule);
  // The service lists the next run; should it list one already passed, the list shows the run
  // the service makes next rather than a date in the past.
  const nextRun = nextRunAtOrAfter(rule, zones.service, now);
  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  const relative = formatRelativeRun(nextRun, now, zones.user);
  return {
    title: schedule.title.trim() || 'Untitled schedule',
    cadence: describeRule(rule, zones, now),
    nextRunIso: nextRun.toISOString(),
    nextRun: formatCompactRunDateTime(nextRun, zones.user, { currentYear, withZone }),
    nextRunInFull: `${formatRunDateTime(nextRun, zones.user)} (${relative})`,
  };
}
