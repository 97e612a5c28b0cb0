/**
 * The next runs of the schedule being edited: a month view with the run days marked and a list
 * of the next 12 runs, with the rule-4 month-end moves and daylight-saving changes called out.
 * react-day-picker and its CSS are imported here only, so they load with the form's chunk.
 *
 * Both follow every change of cadence, day, date or time, so they are kept cheap: the calendar
 * shows plain calendar days (local dates standing for the zone's dates: the schedule's zone
 * decides which days are run days and which is today, not the days' instants), because
 * react-day-picker with a `timeZone` does all its date arithmetic on `TZDate`s, which ask `Intl`
 * for the zone's offset again and again; its props are memoised so it re-renders only when the
 * run days or the month change; the run list updates its rows in place.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatRunDateTime, MONTH_ABBREVIATIONS, MONTH_NAMES } from '../../../../domain/format';
import {
  formatUtcOffset,
  frequencyFor,
  ordinal,
  toLocal,
  upcomingRuns,
  weekdayName,
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

/** The calendar's local date for a 'yyyy-MM-dd' date (the day of the month, if `firstOfMonth`). */
function calendarDate(date: string, firstOfMonth = false): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const local = new Date(0);
  local.setFullYear(year, month - 1, firstOfMonth ? 1 : day);
  local.setHours(0, 0, 0, 0);
  return local;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd' of a calendar (local) date. */
function dateKey(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Tuesday, January 26, 2027' (date-fns' 'EEEE, MMMM d, yyyy') of a calendar date. */
function longDate(date: Date): string {
  return `${weekdayName(date.getDay())}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;
}

/** 'Feb 28' for a 'yyyy-MM-dd' date. */
function monthDay(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
}

/** Short notes on why a run is where it is; `label` is the screen-reader wording. */
function runNotes(run: Run, timeZone: string): { text: string; label: string }[] {
  const notes: { text: string; label: string }[] = [];
  if (run.monthEnd) {
    // The run's date in the zone is its wall-clock date.
    const actual = monthDay(run.local.date);
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

const MODIFIER_CLASS_NAMES = { run: 'schedule-run-day' };

/** The rows as MUI's dense ListItem without gutters drew them, with body2 notes. */
const runListStyles = {
  '& > li': {
    display: 'block',
    position: 'relative',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'left',
    textDecoration: 'none',
    py: 0.5,
  },
  '& .schedule-run-note': (theme: Theme) => ({ ...theme.typography.body2, display: 'block' }),
} as const;

const calendarStyles = {
  display: 'flex',
  justifyContent: 'center',
  '& .rdp-root': {
    '--rdp-accent-color': (theme: Theme) => theme.palette.primary.main,
    '--rdp-accent-background-color': (theme: Theme) => theme.palette.action.selected,
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
} as const;

/** The month view; memoised, so it re-renders only when the run days or the shown month change. */
const RunMonth = memo(function RunMonth({
  runDates,
  month,
  today,
  onMonthChange,
}: {
  runDates: ReadonlySet<string>;
  /** The first of the shown month, 'yyyy-MM-dd'. */
  month: string | undefined;
  /** Today in the schedule's zone, 'yyyy-MM-dd'. */
  today: string;
  onMonthChange: (month: string) => void;
}) {
  const modifiers = useMemo(
    () => ({ run: (date: Date) => runDates.has(dateKey(date)) }),
    [runDates],
  );
  const labels = useMemo(
    () => ({
      labelGridcell: (date: Date, dayModifiers?: Record<string, boolean>) =>
        `${longDate(date)}${dayModifiers?.run ? ', report run' : ''}`,
    }),
    [],
  );
  return (
    <Box sx={calendarStyles}>
      <DayPicker
        month={month ? calendarDate(month, true) : undefined}
        today={calendarDate(today)}
        onMonthChange={(shown) => onMonthChange(dateKey(shown))}
        modifiers={modifiers}
        modifiersClassNames={MODIFIER_CLASS_NAMES}
        labels={labels}
      />
    </Box>
  );
});

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
  const today = toLocal(new Date(), timeZone).date;

  // The calendar opens on the first run's month, and goes back there whenever it moves.
  const [view, setView] = useState(() => ({ anchor: firstDate, month: firstDate }));
  if (view.anchor !== firstDate) setView({ anchor: firstDate, month: firstDate });
  const onMonthChange = useCallback(
    (month: string) => setView({ anchor: firstDate, month }),
    [firstDate],
  );

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
          <RunMonth
            runDates={runDates}
            month={view.month}
            today={today}
            onMonthChange={onMonthChange}
          />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            Next {runs.length} runs
          </Typography>
          <List
            dense
            disablePadding
            component="ol"
            aria-label={`Next ${runs.length} runs`}
            sx={runListStyles}
          >
            {runs.map((run, index) => (
              // Rows by position: a new cadence updates the twelve rows in place.
              <li key={index}>
                <time dateTime={run.at.toISOString()}>{formatRunDateTime(run.at, timeZone)}</time>
                {runNotes(run, timeZone).map((note) => (
                  <span key={note.text} className="schedule-run-note">
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
                  </span>
                ))}
              </li>
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
