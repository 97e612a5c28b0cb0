import { BUSY_DAY_MIN_RUNS } from '#src/domain/site-calendar';
import { MARK_CLASS_NAMES } from './calendar-styles';

/** What each grid mark means, swatches drawn as the days are; gives this month's busy threshold. */
export function CalendarKey({ busyThreshold }: { busyThreshold: number }) {
  const items = [
    { swatch: MARK_CLASS_NAMES.runs, text: 'Reports go out: the number says how many' },
    {
      swatch: `${MARK_CLASS_NAMES.runs} ${MARK_CLASS_NAMES.busy}`,
      text:
        busyThreshold > BUSY_DAY_MIN_RUNS
          ? `Busy day: more than ${busyThreshold} reports, twice this site's usual day`
          : `Busy day: more than ${busyThreshold} reports`,
    },
    {
      swatch: `${MARK_CLASS_NAMES.runs} ${MARK_CLASS_NAMES.moved}`,
      text: "Runs moved to the month's end, as the month lacks their day (such as the 31st)",
    },
    { swatch: 'run-calendar__swatch--today', text: 'Today' },
    { swatch: 'run-calendar__swatch--chosen', text: 'The chosen day' },
  ];
  return (
    <ul className="run-calendar-key" aria-label="Key to the calendar">
      {items.map(({ swatch, text }) => (
        <li key={text}>
          <span className={`run-calendar__swatch ${swatch}`} aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
