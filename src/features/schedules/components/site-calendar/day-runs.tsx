import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '#src/components/button';
import { formatLongDate, formatTimeOfDay } from '#src/domain/format';
import { ordinal, ruleOf } from '#src/domain/recurrence';
import { describeRule } from '#src/domain/rule-wording';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import type { CalendarRun, MonthRuns } from '#src/domain/site-calendar';
import type { EditLocationState } from '#src/features/schedules/edit-return';
import { editSchedulePath } from '#src/features/schedules/schedule-paths';
import { movedWords, runCountWords } from './month-grid';

/** How many runs a day lists at first, and how many more each "Show more" adds. */
const RUNS_PER_PAGE = 50;

/** Beside the grid when wide, scrolling on its own so the month stays in sight; below on a phone. */
const panelStyles = {
  p: 2,
  position: { lg: 'sticky' },
  top: { lg: 16 },
  maxHeight: { lg: 'calc(100vh - 32px)' },
  overflowY: { lg: 'auto' },
} as const;

const runListStyles = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    columnGap: 1.5,
    alignItems: 'baseline',
    py: 1,
    borderTop: 1,
    borderColor: 'divider',
  },
  '& > li:focus-visible': { outlineOffset: -2 },
  '& .day-run__time': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
  '& .day-run__title': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .day-run__details': { gridColumn: 2 },
  '& .day-run__edit': { gridColumn: 3, gridRow: '1 / span 2' },
} as const;

function MovedNote({ run, zones }: { run: CalendarRun; zones: CalendarZones }) {
  if (!run.monthEnd) return null;
  const { requestedDay, actualDay } = run.monthEnd;
  return (
    <Typography variant="body2" color="warning.dark">
      Moved to the month&apos;s end: on the {ordinal(actualDay)}, not the {ordinal(requestedDay)},
      as the month has no {ordinal(requestedDay)} in {zones.service}
    </Typography>
  );
}

interface RunRowProps {
  run: CalendarRun;
  schedule: Schedule | undefined;
  siteId: string;
  zones: CalendarZones;
  now: Date;
  canEdit: boolean;
  ref?: Ref<HTMLLIElement> | undefined;
}

function RunRow({ run, schedule, siteId, zones, now, canEdit, ref }: RunRowProps) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const title = schedule?.title.trim() || 'Untitled schedule';
  return (
    <li ref={ref} tabIndex={ref ? -1 : undefined}>
      <time className="day-run__time" dateTime={run.at.toISOString()}>
        {formatTimeOfDay(run.time)}
      </time>
      <span className="day-run__title">{title}</span>
      {canEdit && schedule ? (
        <ButtonLink
          className="day-run__edit"
          to={editSchedulePath(siteId, schedule.uuid)}
          // Saving or cancelling the edit comes back here, this month and day chosen.
          state={{ returnTo } satisfies EditLocationState}
          variant="outlined"
          size="small"
          aria-label={`Edit ${title}`}
        >
          Edit
        </ButtonLink>
      ) : null}
      <Box className="day-run__details">
        {schedule ? (
          <Typography variant="body2" color="text.secondary">
            {describeRule(ruleOf(schedule), zones, now)}
          </Typography>
        ) : null}
        <MovedNote run={run} zones={zones} />
      </Box>
    </li>
  );
}

interface DayRunsProps {
  runs: MonthRuns;
  /** The chosen day, 'yyyy-MM-dd'. */
  date: string;
  schedulesById: ReadonlyMap<string, Schedule>;
  siteId: string;
  zones: CalendarZones;
  now: Date;
  canEdit: boolean;
  /** Changes each time the user chooses a day: the heading then takes focus. */
  focusToken: number;
}

/** The chosen day's runs, soonest first, a page at a time. */
export function DayRuns(props: DayRunsProps) {
  const { date, schedulesById, siteId, zones, now, canEdit, focusToken } = props;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);
  const [shown, setShown] = useState({ date, count: RUNS_PER_PAGE, focusFrom: -1 });
  if (shown.date !== date) setShown({ date, count: RUNS_PER_PAGE, focusFrom: -1 });

  useEffect(() => {
    if (focusToken > 0) headingRef.current?.focus();
  }, [focusToken]);
  useEffect(() => {
    if (shown.focusFrom >= 0) firstNewRef.current?.focus();
  }, [shown.focusFrom]);

  // Runs at one time in title order, so a long list reads like the schedule list.
  const runs = useMemo(() => {
    const titleOf = (run: CalendarRun) => schedulesById.get(run.scheduleId)?.title ?? '';
    return props.runs
      .runsOn(date)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || titleOf(a).localeCompare(titleOf(b)));
  }, [props.runs, date, schedulesById]);
  const visible = runs.slice(0, shown.count);
  const moved = movedWords(props.runs.days.get(date)?.monthEndCount ?? 0);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      // A scrolling box must take focus when nothing in it can (an account that may only read).
      tabIndex={canEdit ? undefined : 0}
      sx={panelStyles}
    >
      <Typography ref={headingRef} id={headingId} component="h2" variant="h6" tabIndex={-1}>
        Runs on {formatLongDate(date)}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {runs.length === 0
          ? 'No reports go out on this day.'
          : `${runCountWords(runs.length)}${moved ? `, ${moved}` : ''}` +
            (runs.length > visible.length ? `. Showing the first ${visible.length}.` : '.')}
      </Typography>
      {runs.length > 0 ? (
        <Box component="ol" aria-labelledby={headingId} sx={runListStyles}>
          {visible.map((run, index) => (
            <RunRow
              key={`${run.scheduleId} ${run.at.getTime()}`}
              run={run}
              siteId={siteId}
              zones={zones}
              now={now}
              canEdit={canEdit}
              schedule={schedulesById.get(run.scheduleId)}
              ref={index === shown.focusFrom ? firstNewRef : undefined}
            />
          ))}
        </Box>
      ) : null}
      {runs.length > visible.length ? (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() =>
            setShown({ date, count: shown.count + RUNS_PER_PAGE, focusFrom: shown.count })
          }
        >
          Show more
        </Button>
      ) : null}
    </Paper>
  );
}
