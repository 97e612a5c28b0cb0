/** Month view and key; react-day-picker loads only here and gets no zone (`pickerDayOf`). */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { createContext, memo, use, useMemo } from 'react';
import { DayPicker, type CaptionLabelProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateOfPickerDay, pickerDayOf, pickerMonthOf } from '#src/domain/calendar-day';
import { formatLongDate } from '#src/domain/format';

const MODIFIER_CLASS_NAMES = { run: 'schedule-run-day', moved: 'schedule-run-day--moved' };

/** A moved run's mark, a corner notch and underline, so it is not told by colour alone. */
const movedMark = {
  position: 'relative',
  bgcolor: 'warning.dark',
  color: 'warning.contrastText',
  textDecoration: 'underline',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    borderStyle: 'solid',
    borderWidth: '0 0.55em 0.55em 0',
    borderColor: (theme: Theme) =>
      `transparent ${(theme.vars ?? theme).palette.text.primary} transparent transparent`,
  },
} as const;

const calendarStyles = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  '& .rdp-root': {
    '--rdp-accent-color': (theme: Theme) => (theme.vars ?? theme).palette.primary.main,
    '--rdp-accent-background-color': (theme: Theme) =>
      (theme.vars ?? theme).palette.action.selected,
    '--rdp-day-height': { xs: '34px', sm: '38px' },
    '--rdp-day-width': { xs: '34px', sm: '38px' },
  },
  // Not interactive, so the cell holds the number; two classes outweigh the picker's today colour.
  '& .rdp-day.schedule-run-day, & .run-key__run': {
    fontWeight: 700,
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
    borderRadius: '50%',
  },
  '& .rdp-day.schedule-run-day--moved, & .run-key__moved': movedMark,
  '& .run-key': (theme: Theme) => ({
    ...theme.typography.caption,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(0.5, 1.5),
    margin: 0,
  }),
  '& .run-key > span': { display: 'flex', alignItems: 'center', gap: 0.75 },
  '& .run-key__swatch': { display: 'inline-block', width: 16, height: 16 },
} as const;

/** Whether the month caption announces itself: yes when the user turned it, not when runs moved it. */
const CaptionLive = createContext(true);

function CaptionLabel(props: CaptionLabelProps) {
  return <span {...props} aria-live={use(CaptionLive) ? 'polite' : 'off'} />;
}

const COMPONENTS = { CaptionLabel };

/** The month view; memoised, so it re-renders only when the run days or the shown month change. */
export const RunMonth = memo(function RunMonth({
  runDates,
  movedFrom,
  month,
  today,
  captionLive,
  onMonthChange,
}: {
  runDates: ReadonlySet<string>;
  /** The moved run days, each with where the user put its run: 'the 31st', 'Apr 30', '09:00'. */
  movedFrom: ReadonlyMap<string, string>;
  /** The first of the shown month, 'yyyy-MM-dd'. */
  month: string | undefined;
  /** Today in the schedule's zone, 'yyyy-MM-dd'. */
  today: string;
  /** Whether the user turned to this month (rather than a change of the runs). */
  captionLive: boolean;
  onMonthChange: (month: string) => void;
}) {
  const modifiers = useMemo(
    () => ({
      run: (day: Date) => runDates.has(dateOfPickerDay(day)),
      moved: (day: Date) => movedFrom.has(dateOfPickerDay(day)),
    }),
    [runDates, movedFrom],
  );
  const labels = useMemo(
    () => ({
      labelGridcell: (day: Date, dayModifiers?: Record<string, boolean>) => {
        const date = dateOfPickerDay(day);
        const from = movedFrom.get(date);
        const run = dayModifiers?.run ? ', report run' : '';
        return `${formatLongDate(date)}${run}${from ? `, moved from ${from}` : ''}`;
      },
    }),
    [movedFrom],
  );
  return (
    <Box sx={calendarStyles}>
      <CaptionLive value={captionLive}>
        <DayPicker
          month={month ? pickerMonthOf(month) : undefined}
          today={pickerDayOf(today)}
          onMonthChange={(shown) => onMonthChange(dateOfPickerDay(shown))}
          modifiers={modifiers}
          modifiersClassNames={MODIFIER_CLASS_NAMES}
          labels={labels}
          components={COMPONENTS}
        />
      </CaptionLive>
      {/* Plain text, not a list: the region's list items are its runs. */}
      <p className="run-key">
        <span>
          <span className="run-key__swatch run-key__run" aria-hidden="true" />
          Report run
        </span>{' '}
        {movedFrom.size > 0 ? (
          <span>
            <span className="run-key__swatch run-key__run run-key__moved" aria-hidden="true" />
            Moved run: the list says why
          </span>
        ) : null}
      </p>
    </Box>
  );
});
