/** A day of the month opened: its runs not sent, each with its site and a way to its schedule. */
import { useEffect, useRef } from 'react';
import { formatLongDate, formatTimeOfDay } from '#src/domain/format';
import type { PortfolioDay } from '#src/domain/portfolio-month';
import { formatWallTime, wallClockAt } from '#src/domain/wall-clock';
import { useAppHref } from '#src/lib/url-state/use-app-href';
import { ROUTE_ATTRIBUTE, useRouteClicks } from '#src/lib/url-state/use-route-clicks';
import type { SchedulePaths } from './coming-up';

function notSentWords(count: number): string {
  if (count === 0) return 'no run not sent';
  return count === 1 ? '1 run not sent' : `${count} runs not sent`;
}

export function NotSentDay({
  day,
  timeZone,
  siteNames,
  paths,
  takeFocus,
}: {
  day: PortfolioDay;
  timeZone: string;
  siteNames: ReadonlyMap<string, string>;
  paths: Pick<SchedulePaths, 'sitePath' | 'editPath'>;
  /** Opened from the table's button: the focus goes to the list it opened. */
  takeFocus: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRouteClicks<HTMLElement>();
  const hrefOf = useAppHref();
  const dayName = formatLongDate(day.date);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus, day.date]);
  const link = (path: string) => ({ href: hrefOf(path), [ROUTE_ATTRIBUTE]: path });
  return (
    <section ref={rootRef} aria-labelledby={`not-sent-${day.date}`} className="not-sent-day">
      <h3
        id={`not-sent-${day.date}`}
        ref={headingRef}
        tabIndex={-1}
        className="not-sent-day__heading"
      >
        {dayName} · {notSentWords(day.notSent)}
      </h3>
      {day.notSentRuns.length === 0 ? (
        <p className="not-sent-day__note">
          Every run of this day was sent{day.due > 0 ? ', or is still due' : ''}.
        </p>
      ) : (
        <ul className="not-sent-day__runs">
          {day.notSentRuns.map((run) => {
            const siteName = siteNames.get(run.siteId) ?? run.siteId;
            const title = run.title.trim() || 'Untitled schedule';
            return (
              <li key={`${run.siteId} ${run.scheduleUuid} ${run.at}`} className="not-sent-day__run">
                <time dateTime={new Date(run.at).toISOString()}>
                  {formatTimeOfDay(formatWallTime(wallClockAt(run.at, timeZone)))}
                </time>
                <a className="not-sent-day__link" {...link(paths.sitePath(run.siteId))}>
                  {siteName}
                </a>
                <span className="not-sent-day__title" title={title}>
                  {title}
                </span>
                <a
                  className="not-sent-day__link"
                  {...link(paths.editPath(run.siteId, run.scheduleUuid))}
                  aria-label={`Edit ${title} (${siteName})`}
                >
                  Edit
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
