/**
 * The next runs of the schedule being edited, exactly as the service will make them: a month view
 * with the run days marked and a list of the next 12 runs in the user's zone. A run that lands
 * away from the user's chosen local day or time (the service keeps its calendar in its own zone)
 * is marked on the calendar and explained in the list, as are the rule-4 month-end moves.
 * react-day-picker and its CSS are imported here only, so they load with the form's chunk.
 *
 * Both follow every change of cadence, day, date or time, so they are kept cheap: the calendar
 * shows plain calendar days (`pickerDayOf`: the schedule's zone decides which days are run days
 * and which is today, the domain computes them, and the picker is given no zone of its own); its
 * props are memoised so it re-renders only when the run days or the month change; the run list
 * updates its rows in place.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateOfPickerDay, pickerDayOf, pickerMonthOf } from '#src/domain/calendar-day';
import { formatLongDate, formatRunDateTime } from '#src/domain/format';
import { toLocal, type ServiceRule } from '#src/domain/recurrence';
import type { SavedSchedule } from '#src/domain/schedule-form';
import {
  isMoved,
  previewRunNotes,
  previewRuns,
  type CalendarZones,
  type PreviewRun,
  type RunIntent,
} from '#src/domain/schedule-rule';
import { useServiceRule } from './use-service-rule';
import { visuallyHidden } from '#src/components/visually-hidden';

const UPCOMING_RUN_COUNT = 12;

const MODIFIER_CLASS_NAMES = { run: 'schedule-run-day', moved: 'schedule-run-day--moved' };

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
  '& .schedule-run-note--moved': (theme: Theme) => ({ color: theme.palette.warning.dark }),
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
  // A run away from the chosen local day or time: in the warning colour, and underlined.
  '& .rdp-day.schedule-run-day--moved': {
    bgcolor: 'warning.dark',
    color: 'warning.contrastText',
    textDecoration: 'underline',
  },
} as const;

/** The month view; memoised, so it re-renders only when the run days or the shown month change. */
const RunMonth = memo(function RunMonth({
  runDates,
  movedDates,
  month,
  today,
  onMonthChange,
}: {
  runDates: ReadonlySet<string>;
  /** Run days away from the chosen local day or time. */
  movedDates: ReadonlySet<string>;
  /** The first of the shown month, 'yyyy-MM-dd'. */
  month: string | undefined;
  /** Today in the schedule's zone, 'yyyy-MM-dd'. */
  today: string;
  onMonthChange: (month: string) => void;
}) {
  const modifiers = useMemo(
    () => ({
      run: (day: Date) => runDates.has(dateOfPickerDay(day)),
      moved: (day: Date) => movedDates.has(dateOfPickerDay(day)),
    }),
    [runDates, movedDates],
  );
  const labels = useMemo(
    () => ({
      labelGridcell: (day: Date, dayModifiers?: Record<string, boolean>) =>
        `${formatLongDate(dateOfPickerDay(day))}${dayModifiers?.run ? ', report run' : ''}${dayModifiers?.moved ? ', moved from where you put it' : ''}`,
    }),
    [],
  );
  return (
    <Box sx={calendarStyles}>
      <DayPicker
        month={month ? pickerMonthOf(month) : undefined}
        today={pickerDayOf(today)}
        onMonthChange={(shown) => onMonthChange(dateOfPickerDay(shown))}
        modifiers={modifiers}
        modifiersClassNames={MODIFIER_CLASS_NAMES}
        labels={labels}
      />
    </Box>
  );
});

function RunCalendar({
  rule,
  intent,
  zones,
}: {
  /** The rule the service will hold; undefined while the fields are incomplete. */
  rule: ServiceRule | undefined;
  /** What the user chose, to flag the runs that land elsewhere. */
  intent: RunIntent;
  zones: CalendarZones;
}) {
  const headingId = useId();
  const runs = useMemo(
    () => (rule ? previewRuns(rule, intent, zones, UPCOMING_RUN_COUNT) : []),
    [rule, intent, zones],
  );
  const runDates = useMemo(() => new Set(runs.map((run) => run.local.date)), [runs]);
  const movedDates = useMemo(
    () => new Set(runs.filter(isMoved).map((run) => run.local.date)),
    [runs],
  );
  const firstDate = runs[0]?.local.date;
  const today = toLocal(new Date(), zones.user).date;
  const movedCount = movedDates.size;

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
      {!rule || runs.length === 0 ? (
        <Typography color="text.secondary">
          Complete the first-run date, time and day of month to see the upcoming runs.
        </Typography>
      ) : (
        <>
          <RunMonth
            runDates={runDates}
            movedDates={movedDates}
            month={view.month}
            today={today}
            onMonthChange={onMonthChange}
          />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            Next {runs.length} runs
          </Typography>
          {movedCount > 0 ? (
            <Typography variant="body2" color="warning.dark" sx={{ mb: 0.5 }}>
              {movedCount === 1 ? '1 run lands' : `${movedCount} runs land`} away from the day or
              time you chose: the service keeps its calendar in {zones.service}.
            </Typography>
          ) : null}
          <RunList runs={runs} rule={rule} zones={zones} />
        </>
      )}
    </Paper>
  );
}

/** The next runs, each with the notes on why it is where it is; rows update in place. */
function RunList({
  runs,
  rule,
  zones,
}: {
  runs: readonly PreviewRun[];
  rule: ServiceRule;
  zones: CalendarZones;
}) {
  return (
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
          <time dateTime={run.at.toISOString()}>{formatRunDateTime(run.at, zones.user)}</time>
          {previewRunNotes(run, rule, zones).map((note) => (
            <span
              key={note.text}
              className={
                note.moved ? 'schedule-run-note schedule-run-note--moved' : 'schedule-run-note'
              }
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
            </span>
          ))}
        </li>
      ))}
    </List>
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
