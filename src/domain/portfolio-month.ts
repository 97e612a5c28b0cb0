/**
 * The portfolio's month (issue 51, part 3): each site's runs per day by `runsByDay`, the rule of
 * run-states.ts, then summed over the sites counted. No rule of its own: a site's day is what its
 * edit pages' strips say of the same runs.
 */
import { indexSteps } from './report-index';
import { runsByDay, scheduleRunStates, type DayOfRuns, type RunState } from './run-states';
import { RECENT_NOT_SENT_DAYS, siteTitlesOf, type RunNotSent } from './runs-not-sent';
import type { Report, Schedule } from './schemas';

/** What a site's days are read from: the instant, both zones, and how many days. */
export interface MonthContext {
  now: Date;
  serviceTimeZone: string;
  /** The user's zone: the days are the reader's. */
  userTimeZone: string;
  days?: number;
}

/** A run not sent, with its site: the portfolio's day links each to its schedule. */
interface PortfolioRunNotSent extends RunNotSent {
  siteId: string;
}

/** One day of the portfolio: its sites' runs summed. */
export interface PortfolioDay extends Omit<DayOfRuns, 'notSentRuns'> {
  /** Oldest first; runs at the same instant by title. */
  notSentRuns: PortfolioRunNotSent[];
}

/** Schedules judged per step of `siteMonthSteps`, as `siteDeliverySteps` does. */
const SCHEDULES_PER_STEP = 25;

/** A site's runs per day (`runsByDay` of each schedule's `scheduleRunStates`), a step at a time. */
export function* siteMonthSteps(
  schedules: readonly Pick<Schedule, 'uuid' | 'title' | 'frequency' | 'next_scheduled_date'>[],
  reports: readonly Report[],
  { now, serviceTimeZone, userTimeZone, days = RECENT_NOT_SENT_DAYS }: MonthContext,
): Generator<void, DayOfRuns[]> {
  const index = yield* indexSteps(reports);
  const context = { now, serviceTimeZone, siteTitles: siteTitlesOf(schedules) };
  const judged: { uuid: string; title: string; states: RunState[] }[] = [];
  for (const [place, schedule] of schedules.entries()) {
    const { uuid, title } = schedule;
    judged.push({ uuid, title, states: scheduleRunStates(schedule, index, context) });
    if ((place + 1) % SCHEDULES_PER_STEP === 0) yield;
  }
  return runsByDay(judged, now, userTimeZone, days);
}

/**
 * The days of every site summed, oldest first: `days` of the same span for each site (one
 * `MonthContext`). `sumSiteMonths([], …)` is the span's days, all zero.
 */
export function sumSiteMonths(
  sites: readonly { siteId: string; days: readonly DayOfRuns[] }[],
  {
    now,
    userTimeZone,
    days = RECENT_NOT_SENT_DAYS,
  }: Pick<MonthContext, 'now' | 'userTimeZone' | 'days'>,
): PortfolioDay[] {
  const result: PortfolioDay[] = runsByDay([], now, userTimeZone, days).map((day) => ({
    ...day,
    notSentRuns: [],
  }));
  const byDate = new Map(result.map((day) => [day.date, day]));
  for (const { siteId, days: siteDays } of sites) {
    for (const { date, sent, notSent, due, notSentRuns } of siteDays) {
      const day = byDate.get(date);
      if (!day) continue;
      day.sent += sent;
      day.notSent += notSent;
      day.due += due;
      for (const run of notSentRuns) day.notSentRuns.push({ ...run, siteId });
    }
  }
  for (const day of result) {
    day.notSentRuns.sort((a, b) => a.at - b.at || a.title.localeCompare(b.title));
  }
  return result;
}
