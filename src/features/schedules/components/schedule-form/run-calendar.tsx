/** Next runs as the service makes them (`RunMonth`, `RunList`); cheap, as each change redraws. */
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useMemo, useState } from 'react';
import { whatTheRuleNeeds } from '#src/domain/cadence-choice';
import { toLocal, type ServiceRule } from '#src/domain/recurrence';
import type { SavedSchedule } from '#src/domain/schedule-form';
import { movedRunsNote, previewRuns, runMove, upcomingRunsSummary } from '#src/domain/run-preview';
import type { CalendarZones, RunIntent } from '#src/domain/schedule-rule';
import { wallClockAt } from '#src/domain/wall-clock';
import { RunList } from './run-list';
import { RunMonth } from './run-month';
import { UpcomingRunsStatus } from './upcoming-runs-status';
import { useServiceRule } from './use-service-rule';

const UPCOMING_RUN_COUNT = 12;

/** Its own box beside the fields when wide; below them, a second border would only take room. */
const previewBoxStyles = {
  minWidth: 0,
  p: { xs: 0, md: 2 },
  borderWidth: { xs: 0, md: 1 },
} as const;

function RunCalendar({
  rule,
  intent,
  zones,
}: {
  /** The rule the service will hold; undefined while the fields make none. */
  rule: ServiceRule | undefined;
  /** What the user chose, to flag the runs that land elsewhere. */
  intent: RunIntent;
  zones: CalendarZones;
}) {
  const headingId = useId();
  // Read before the first render (noSsr), so a phone does not list twelve long rows first.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const runs = useMemo(
    () => (rule ? previewRuns(rule, intent, zones, UPCOMING_RUN_COUNT) : []),
    [rule, intent, zones],
  );
  const moves = useMemo(
    () => (rule ? runs.map((run) => runMove(run, rule, zones)) : []),
    [runs, rule, zones],
  );
  const runDates = useMemo(() => new Set(runs.map((run) => run.local.date)), [runs]);
  const movedFrom = useMemo(
    () =>
      new Map(
        runs.flatMap((run, index) => {
          const move = moves[index];
          return move ? [[run.local.date, move.from] as const] : [];
        }),
      ),
    [runs, moves],
  );
  const movedNote = movedRunsNote(runs, moves, zones);
  const movedCount = moves.filter((move) => move !== undefined).length;
  const firstDate = runs[0]?.local.date;
  const now = new Date();
  const today = toLocal(now, zones.user).date;

  // The calendar opens on the first run's month, and goes back there whenever it moves.
  const [view, setView] = useState(() => ({ anchor: firstDate, month: firstDate, byUser: false }));
  if (view.anchor !== firstDate) setView({ anchor: firstDate, month: firstDate, byUser: false });
  const onMonthChange = useCallback(
    (month: string) => setView({ anchor: firstDate, month, byUser: true }),
    [firstDate],
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={previewBoxStyles}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: { xs: 0, md: 1 } }}>
        Upcoming runs
      </Typography>
      <UpcomingRunsStatus summary={upcomingRunsSummary(runs, movedCount)} />
      {!rule || runs.length === 0 ? (
        <Typography color="text.secondary">
          {whatTheRuleNeeds(intent) ?? 'Enter the first-run date and time'} to see the upcoming
          runs.
        </Typography>
      ) : (
        <>
          <RunMonth
            runDates={runDates}
            movedFrom={movedFrom}
            month={view.month}
            today={today}
            captionLive={view.byUser}
            onMonthChange={onMonthChange}
          />
          <RunList
            note={
              movedNote ? (
                <Typography variant="body2" color="warning.dark" sx={{ mb: 0.5 }}>
                  {movedNote}
                </Typography>
              ) : null
            }
            runs={runs}
            moves={moves}
            zones={zones}
            compact={phone}
            currentYear={wallClockAt(now.getTime(), zones.user).year}
          />
        </>
      )}
    </Paper>
  );
}

/** The run calendar of the schedule form's current values; follows every change. */
export function FormRunCalendar({
  zones,
  saved,
}: {
  zones: CalendarZones;
  saved?: SavedSchedule | undefined;
}) {
  const { when, rule } = useServiceRule(zones, saved);
  return <RunCalendar rule={rule} intent={when} zones={zones} />;
}
