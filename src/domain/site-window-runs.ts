/** A site's runs in a window of days; only the first day's are listed, later days counted. */
import { BoundedMemo, memoByObject } from './memo';
import type { CalendarZones } from './schedule-rule';
import type { Schedule } from './schemas';
import { runsOfMonth, type MonthRuns } from './site-calendar';

/** From now to the end of the `days`th day of the user's calendar (today is the first). */
export interface ComingUpWindow {
  from: Date;
  to: Date;
  /** The dates 'yyyy-MM-dd' of the user's calendar in the window, today first. */
  dates: readonly string[];
}

interface SiteRun {
  schedule: Schedule;
  at: Date;
  time: string;
}

/** A site's runs in a window: how many each day, and the runs of a day when asked. */
interface SiteWindowRuns {
  counts: ReadonlyMap<string, number>;
  runsOn(date: string): readonly SiteRun[];
}

/** Per list of schedules, its runs in the last window asked for. */
const lastWindowOf = memoByObject<readonly Schedule[], BoundedMemo<string, SiteWindowRuns>>(
  () => new BoundedMemo(1),
);

/** A site's runs in `window`, by day of the user's calendar. */
export function siteWindowRuns(
  schedules: readonly Schedule[],
  window: ComingUpWindow,
  zones: CalendarZones,
): SiteWindowRuns {
  const key = `${window.from.getTime()} ${window.to.getTime()} ${window.dates.join()} ${zones.user} ${zones.service}`;
  return lastWindowOf(schedules).remember(key, () => windowRuns(schedules, window, zones));
}

function windowRuns(
  schedules: readonly Schedule[],
  window: ComingUpWindow,
  zones: CalendarZones,
): SiteWindowRuns {
  const months = new Map<string, MonthRuns>();
  const monthOf = (date: string) => {
    const month = date.slice(0, 7);
    let runs = months.get(month);
    if (!runs) months.set(month, (runs = runsOfMonth(schedules, month, zones)));
    return runs;
  };
  let byId: Map<string, Schedule> | undefined;
  const listed = new Map<string, readonly SiteRun[]>();
  const runsOn = (date: string): readonly SiteRun[] => {
    let runs = listed.get(date);
    if (!runs) {
      byId ??= new Map(schedules.map((schedule) => [schedule.uuid, schedule]));
      const ids = byId;
      runs = monthOf(date)
        .runsOn(date)
        .filter((run) => run.at >= window.from && run.at < window.to)
        .flatMap((run) => {
          const schedule = ids.get(run.scheduleId);
          return schedule ? [{ schedule, at: run.at, time: run.time }] : [];
        });
      listed.set(date, runs);
    }
    return runs;
  };
  const counts = new Map<string, number>();
  window.dates.forEach((date, index) => {
    const day = monthOf(date).days.get(date);
    if (!day) return;
    const count = index === 0 ? runsOn(date).length : day.runCount;
    if (count > 0) counts.set(date, count);
  });
  return { counts, runsOn };
}
