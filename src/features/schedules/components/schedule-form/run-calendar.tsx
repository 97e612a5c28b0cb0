/**
 * The next runs of the schedule being edited: a month view with the run days marked and a list
 * of the next 12 runs, with the rule-4 month-end moves and daylight-saving changes called out.
 * react-day-picker and its CSS are imported here only, so they load with the form's chunk.
 */
import { tz, TZDate } from '@date-fns/tz';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatRunDateTime } from '../../../../domain/format';
import {
  formatUtcOffset,
  frequencyFor,
  ordinal,
  upcomingRuns,
  type Run,
} from '../../../../domain/recurrence';
import {
  firstRunOfValues,
  isDayOfMonth,
  type ScheduleFormValues,
} from '../../../../domain/schedule-form';
import type { Frequency } from '../../../../domain/schemas';
import { visuallyHidden } from '../../../../components/visually-hidden';

export const UPCOMING_RUN_COUNT = 12;

function monthOf(date: string, timeZone: string): Date {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, 1, timeZone);
}

/** Short notes on why a run is where it is; `label` is the screen-reader wording. */
function runNotes(run: Run, timeZone: string): { text: string; label: string }[] {
  const notes: { text: string; label: string }[] = [];
  if (run.monthEnd) {
    const actual = format(run.at, 'MMM d', { in: tz(timeZone) });
    notes.push({
      text: `${ordinal(run.monthEnd.requestedDay)} → ${actual}`,
      label: `Moved from the ${ordinal(run.monthEnd.requestedDay)} to ${actual}, the last day of the month`,
    });
  }
  if (run.offsetChange) {
    const text = `Clocks change: still ${run.local.time}, now ${formatUtcOffset(run.at, timeZone)}`;
    notes.push({ text, label: text });
  }
  if (run.shiftedFromGap) {
    const { requestedTime, actualTime } = run.shiftedFromGap;
    const text = `${requestedTime} is skipped when the clocks go forward: runs at ${actualTime}`;
    notes.push({ text, label: text });
  }
  return notes;
}

export function RunCalendar({
  frequency,
  firstRun,
  timeZone,
}: {
  frequency: Frequency;
  /** The first run's instant; Invalid Date while the date or time is incomplete. */
  firstRun: Date;
  timeZone: string;
}) {
  const headingId = useId();
  const firstRunTime = firstRun.getTime();
  const runs = useMemo(
    () =>
      Number.isNaN(firstRunTime)
        ? []
        : upcomingRuns(frequency, new Date(firstRunTime), timeZone, UPCOMING_RUN_COUNT),
    [frequency, firstRunTime, timeZone],
  );
  const runDates = useMemo(() => new Set(runs.map((run) => run.local.date)), [runs]);
  const firstDate = runs[0]?.local.date;

  // The calendar opens on the first run's month, and goes back there whenever it moves.
  const [view, setView] = useState(() => ({ anchor: firstDate, month: firstDate }));
  if (view.anchor !== firstDate) setView({ anchor: firstDate, month: firstDate });
  const shownMonth = view.month ? monthOf(view.month, timeZone) : undefined;

  const isRunDay = (date: Date) => runDates.has(format(date, 'yyyy-MM-dd', { in: tz(timeZone) }));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        Upcoming runs
      </Typography>
      {runs.length === 0 ? (
        <Typography color="text.secondary">
          Complete the first-run date, time and day of month to see the upcoming runs.
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              '& .rdp-root': {
                '--rdp-accent-color': (theme) => theme.palette.primary.main,
                '--rdp-accent-background-color': (theme) => theme.palette.action.selected,
                '--rdp-day-height': '38px',
                '--rdp-day-width': '38px',
              },
              // The calendar is not interactive, so the day cell holds the number itself.
              '& .rdp-day.schedule-run-day': {
                fontWeight: 700,
                color: 'primary.contrastText',
                bgcolor: 'primary.main',
                borderRadius: '50%',
              },
            }}
          >
            <DayPicker
              timeZone={timeZone}
              month={shownMonth}
              onMonthChange={(month) =>
                setView({
                  anchor: firstDate,
                  month: format(month, 'yyyy-MM-dd', { in: tz(timeZone) }),
                })
              }
              modifiers={{ run: isRunDay }}
              modifiersClassNames={{ run: 'schedule-run-day' }}
              labels={{
                labelGridcell: (date, modifiers) =>
                  `${format(date, 'EEEE, MMMM d, yyyy', { in: tz(timeZone) })}${modifiers?.run ? ', report run' : ''}`,
              }}
            />
          </Box>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            Next {runs.length} runs
          </Typography>
          <List dense disablePadding component="ol" aria-label={`Next ${runs.length} runs`}>
            {runs.map((run) => (
              <ListItem key={run.at.getTime()} disableGutters sx={{ display: 'block', py: 0.5 }}>
                <time dateTime={run.at.toISOString()}>{formatRunDateTime(run.at, timeZone)}</time>
                {runNotes(run, timeZone).map((note) => (
                  <Typography
                    key={note.text}
                    component="span"
                    variant="body2"
                    color="warning.dark"
                    sx={{ display: 'block' }}
                  >
                    {note.label === note.text ? (
                      note.text
                    ) : (
                      <>
                        <span aria-hidden="true">{note.text}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {note.label}
                        </Box>
                      </>
                    )}
                  </Typography>
                ))}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}

/** The run calendar of the schedule form's current values; follows every change. */
export function FormRunCalendar({ timeZone }: { timeZone: string }) {
  const [cadence, dayOfMonth, firstRunDate, time] = useWatch<
    ScheduleFormValues,
    ['cadence', 'dayOfMonth', 'firstRunDate', 'time']
  >({ name: ['cadence', 'dayOfMonth', 'firstRunDate', 'time'] });
  const frequency = useMemo(() => frequencyFor(cadence, dayOfMonth), [cadence, dayOfMonth]);
  // No preview while the day of month is half-typed: there is no rule to preview yet.
  const complete = cadence !== 'monthly' || isDayOfMonth(dayOfMonth);
  const firstRun = complete ? firstRunOfValues({ firstRunDate, time }, timeZone) : new Date(NaN);
  return <RunCalendar frequency={frequency} firstRun={firstRun} timeZone={timeZone} />;
}
