import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { SelectInput } from '#src/components/fields/select-input';
import { formatLongDate, formatTimeOfDay, formatCount } from '#src/domain/format';
import {
  comingUp,
  comingUpWindow,
  COMING_UP_DEFAULT_DAYS,
  parseComingUpDays,
  partialWords,
  portfolioTotals,
  reportCountWords,
  type ComingUp as ComingUpRuns,
  type ComingUpDay,
  type ComingUpSite,
} from '#src/domain/portfolio';
import { ruleOf } from '#src/domain/recurrence';
import { ruleWords } from '#src/domain/rule-wording';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useAppHref } from '#src/lib/url-state/use-app-href';
import { ROUTE_ATTRIBUTE, useRouteClicks } from '#src/lib/url-state/use-route-clicks';
import type { CountingSnapshot } from './report-counting';
import { useCountingSnapshot, usePortfolioZones } from './use-report-counting';
import { runRowStyles, sectionBarStyles } from './portfolio-section-styles';

const DAY_CHOICES = [1, 3, 7, 14, 31];
/** Runs listed per day until "Show all". */
const RUNS_PER_DAY = 8;

export interface SchedulePaths {
  sitePath: (siteId: string) => string;
  editPath: (siteId: string, scheduleId: string) => string;
  /** The site's schedules whose last run likely produced no report. */
  notSentPath: (siteId: string) => string;
}

const Root = styled('section')(({ theme }) => {
  const { typography, spacing } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    ...sectionBarStyles(theme, 'coming-up'),
    '.coming-up__partial': { color: palette.warning.dark },
    '.coming-up__note': {
      ...typography.body2,
      margin: 0,
      paddingBottom: spacing(1),
      color: palette.text.secondary,
    },
    '.coming-up__day': { ...typography.subtitle2, margin: spacing(2, 0, 0.5) },
    ...runRowStyles(theme, 'coming-up', {
      columns: 'minmax(0, 1.2fr) minmax(0, 1.6fr) minmax(0, 1.2fr)',
      stacked: ['title', 'cadence'],
    }),
    '.coming-up__muted': { color: palette.text.secondary },
  };
});

function countedSites(
  snapshot: CountingSnapshot,
  siteNames: ReadonlyMap<string, string>,
): ComingUpSite[] {
  const sites: ComingUpSite[] = [];
  for (const [siteId, count] of snapshot.counts) {
    if (count.status !== 'counted' || count.schedules.length === 0) continue;
    sites.push({ siteId, siteName: siteNames.get(siteId) ?? siteId, schedules: count.schedules });
  }
  return sites;
}

function daysWords(days: number): string {
  return days === 1 ? 'today' : `in the next ${days} days`;
}

function summaryWords(runs: ComingUpRuns | undefined, days: number): string {
  if (!runs) return `What goes out ${daysWords(days)}, by day`;
  if (runs.runCount === 0) return `No reports go out ${daysWords(days)}`;
  const sites = `${formatCount(runs.siteCount)} ${runs.siteCount === 1 ? 'site' : 'sites'}`;
  return `${reportCountWords(runs.runCount)} from ${sites} ${daysWords(days)}`;
}

/** "Coming up": reports due soon on counted sites; one line when closed; partial while counting. */
export function ComingUp({
  siteNames,
  siteTotal,
  paths,
  upcoming,
  onUpcomingChange,
}: {
  siteNames: ReadonlyMap<string, string>;
  /** The directory's number of sites, some of which may not be listed yet. */
  siteTotal: number;
  paths: SchedulePaths;
  /** Its days as the address has them (`?upcoming=7`); null while closed. */
  upcoming: string | null;
  onUpcomingChange: (upcoming: string | null) => void;
}) {
  const open = upcoming !== null;
  const days = parseComingUpDays(upcoming);
  const { zones, now } = usePortfolioZones();
  // Counting moves fast; the runs follow when the page has time, never ahead of a keystroke.
  const snapshot = useDeferredValue(useCountingSnapshot());
  const span = useMemo(() => comingUpWindow(now, days, zones.user), [now, days, zones.user]);
  // Worked out only when open: a large portfolio's runs would slow a page that only counts.
  const runs = useMemo(
    () => (open ? comingUp(countedSites(snapshot, siteNames), span, zones) : undefined),
    [open, snapshot, siteNames, span, zones],
  );
  const counted = portfolioTotals(
    [...snapshot.counts.keys()],
    (id) => {
      const count = snapshot.counts.get(id);
      return count?.status === 'counted' && !count.updating ? count.summary : undefined;
    },
    (id) => snapshot.counts.get(id)?.status === 'failed',
  );
  const partial = partialWords({
    ...counted,
    siteCount: Math.max(counted.siteCount, siteTotal),
  });
  const headingId = useId();
  const regionId = useId();

  function setDays(next: number | null) {
    onUpcomingChange(next === null ? null : String(next));
  }

  return (
    <Root aria-labelledby={headingId}>
      <div className="coming-up__bar">
        <h2 id={headingId} className="coming-up__heading">
          Coming up
        </h2>
        <span className="coming-up__summary">
          {summaryWords(runs, days)}
          {partial ? <span className="coming-up__partial"> · {partial}</span> : null}
        </span>
        <Button
          size="small"
          variant="text"
          aria-expanded={open}
          aria-controls={open ? regionId : undefined}
          onClick={() => setDays(open ? null : COMING_UP_DEFAULT_DAYS)}
          className="coming-up__toggle"
        >
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      {open ? (
        <Box id={regionId} sx={{ mt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
            <SelectInput
              label="Days ahead"
              value={String(days)}
              onChange={(event) => setDays(parseComingUpDays(event.target.value))}
              sx={{ minWidth: 140, width: 'auto' }}
            >
              {[...new Set([...DAY_CHOICES, days])]
                .sort((a, b) => a - b)
                .map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 1 ? 'Today' : `${choice} days`}
                  </option>
                ))}
            </SelectInput>
            <p className="coming-up__note">Times in your time zone ({zones.user}).</p>
          </Box>
          {partial ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {partial}: the runs of the sites not counted yet are missing from this list.
            </Alert>
          ) : null}
          {runs ? <ComingUpDays runs={runs} zones={zones} now={now} paths={paths} /> : null}
        </Box>
      ) : null}
    </Root>
  );
}

function ComingUpDays({
  runs,
  zones,
  now,
  paths,
}: {
  runs: ComingUpRuns;
  zones: CalendarZones;
  now: Date;
  paths: SchedulePaths;
}) {
  const rootRef = useRouteClicks<HTMLDivElement>();
  if (runs.days.length === 0) return null;
  return (
    <div ref={rootRef}>
      {runs.days.map((day) => (
        <RunDay key={day.date} day={day} zones={zones} now={now} paths={paths} />
      ))}
    </div>
  );
}

function RunDay({
  day,
  zones,
  now,
  paths,
}: {
  day: ComingUpDay;
  zones: CalendarZones;
  now: Date;
  paths: SchedulePaths;
}) {
  const [all, setAll] = useState(false);
  const hrefOf = useAppHref();
  const shown = day.runs(all ? undefined : RUNS_PER_DAY);
  const dayName = formatLongDate(day.date);
  const link = (path: string) => ({ href: hrefOf(path), [ROUTE_ATTRIBUTE]: path });
  return (
    <section aria-label={dayName}>
      <h3 className="coming-up__day">
        {dayName} <span className="coming-up__muted">· {reportCountWords(day.runCount)}</span>
      </h3>
      <ul className="coming-up__runs">
        {shown.map((run) => {
          const words = ruleWords(ruleOf(run.schedule), zones, now);
          const title = run.schedule.title.trim() || 'Untitled schedule';
          return (
            <li
              key={`${run.siteId} ${run.schedule.uuid} ${run.at.getTime()}`}
              className="coming-up__run"
            >
              <time dateTime={run.at.toISOString()}>{formatTimeOfDay(run.time)}</time>
              <a className="coming-up__link" {...link(paths.sitePath(run.siteId))}>
                {run.siteName}
              </a>
              <span className="coming-up__title" title={title}>
                {title}
              </span>
              <span className="coming-up__cadence coming-up__muted" title={words.sentence}>
                {words.brief}
              </span>
              <a
                className="coming-up__link"
                {...link(paths.editPath(run.siteId, run.schedule.uuid))}
                aria-label={`Edit ${title} (${run.siteName})`}
              >
                Edit
              </a>
            </li>
          );
        })}
      </ul>
      {shown.length < day.runCount ? (
        <Button size="small" variant="text" onClick={() => setAll(true)} sx={{ mt: 0.5 }}>
          Show all {formatCount(day.runCount)} of {dayName}
        </Button>
      ) : null}
    </section>
  );
}
