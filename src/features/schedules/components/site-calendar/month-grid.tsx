/** The month as react-day-picker's grid (its keyboard moves), given plain days: no zone of its own. */
import { createContext, memo, use, useEffect, useMemo, useRef } from 'react';
import { visuallyHidden } from '#src/components/visually-hidden';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateOfPickerDay, pickerDayOf, pickerMonthOf } from '#src/domain/calendar-day';
import { formatLongDate, formatCount } from '#src/domain/format';
import { isBusyDay, type RunDay } from '#src/domain/site-calendar';
import { MARK_CLASS_NAMES } from './calendar-styles';

/** '1,234 runs', '1 run'. */
export function runCountWords(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'run' : 'runs'}`;
}

/** "2 runs moved to the month's end", or '' for none. */
export function movedWords(count: number): string {
  if (count === 0) return '';
  return `${count === 1 ? '1 run' : `${count} runs`} moved to the month's end`;
}

/** A day's name for screen readers: 'Tuesday, March 2, 2027: 12 runs, busy day, 1 run moved…'. */
function dayLabel(
  date: string,
  day: RunDay | undefined,
  marks: { today: boolean; chosen: boolean; busyThreshold: number },
) {
  const { today, chosen, busyThreshold } = marks;
  const parts = [day ? runCountWords(day.runCount) : 'no runs'];
  if (day && isBusyDay(day, busyThreshold)) parts.push('busy day');
  if (day && day.monthEndCount > 0) parts.push(movedWords(day.monthEndCount));
  if (chosen) parts.push('chosen');
  return `${today ? 'Today, ' : ''}${formatLongDate(date)}: ${parts.join(', ')}`;
}

/** The month's runs by date, for the day buttons (react-day-picker renders them, not this). */
const RunDays = createContext<ReadonlyMap<string, RunDay>>(new Map());

/** A day's date and its number of runs; the whole of it in its accessible name. */
function RunDayButton({ day, modifiers, children: _date, ...buttonProps }: DayButtonProps) {
  const runDay = use(RunDays).get(dateOfPickerDay(day.date));
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own day button: the grid moves focus by marking a day focused.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const count = runDay?.runCount ?? 0;
  // The whole label is the text, the figures hidden from readers: name has what shows (WCAG 2.5.3).
  const { 'aria-label': label, ...rest } = buttonProps;
  return (
    <button ref={ref} {...rest}>
      <span style={visuallyHidden}>{label}</span>
      <span className="run-calendar__date" aria-hidden="true">
        {day.date.getDate()}
      </span>
      {count > 0 ? (
        <span className="run-calendar__count" aria-hidden="true">
          {formatCount(count)}
          <span className="run-calendar__unit">{count === 1 ? ' run' : ' runs'}</span>
        </span>
      ) : null}
    </button>
  );
}

const COMPONENTS = { DayButton: RunDayButton };

interface MonthGridProps {
  /** 'yyyy-MM'. */
  month: string;
  days: ReadonlyMap<string, RunDay>;
  /** A day with more runs is busy (`MonthRuns.busyThreshold`). */
  busyThreshold: number;
  /** Today in the user's zone, 'yyyy-MM-dd'. */
  today: string;
  chosen: string | undefined;
  onChoose: (date: string) => void;
  /** The grid moved to another month by keyboard (Page Up/Down, or past the month's edge). */
  onMonthChange: (month: string) => void;
}

/** The month grid; memoised, as the page re-renders for the runs list and the clock. */
export const MonthGrid = memo(function MonthGrid({
  month,
  days,
  busyThreshold,
  today,
  chosen,
  onChoose,
  onMonthChange,
}: MonthGridProps) {
  const modifiers = useMemo(
    () => ({
      runs: (date: Date) => days.has(dateOfPickerDay(date)),
      busy: (date: Date) => {
        const day = days.get(dateOfPickerDay(date));
        return day !== undefined && isBusyDay(day, busyThreshold);
      },
      moved: (date: Date) => (days.get(dateOfPickerDay(date))?.monthEndCount ?? 0) > 0,
    }),
    [days, busyThreshold],
  );
  const labels = useMemo(
    () => ({
      labelDayButton: (date: Date, dayModifiers: Record<string, boolean>) => {
        const plain = dateOfPickerDay(date);
        return dayLabel(plain, days.get(plain), {
          today: !!dayModifiers.today,
          chosen: !!dayModifiers.selected,
          busyThreshold,
        });
      },
    }),
    [days, busyThreshold],
  );
  return (
    <div className="run-calendar-grid">
      <RunDays value={days}>
        <DayPicker
          mode="single"
          required
          selected={chosen ? pickerDayOf(chosen) : undefined}
          onSelect={(date) => onChoose(dateOfPickerDay(date))}
          month={pickerMonthOf(`${month}-01`)}
          onMonthChange={(shown) => onMonthChange(dateOfPickerDay(shown).slice(0, 7))}
          today={pickerDayOf(today)}
          hideNavigation
          modifiers={modifiers}
          modifiersClassNames={MARK_CLASS_NAMES}
          labels={labels}
          components={COMPONENTS}
        />
      </RunDays>
    </div>
  );
});
