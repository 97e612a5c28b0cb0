/**
 * The chart's numbers as a table, a row per day: what a screen reader reads in place of the
 * bars, and what "Show as a table" shows. A plain table: thirty rows with nothing to sort, page
 * or filter, which the lists' data table (ADR 016) would only weigh down.
 */
import { formatCount, formatLongDate } from '#src/domain/format';
import type { PortfolioDay } from '#src/domain/portfolio-month';

function runsWords(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'run' : 'runs'}`;
}

export function DeliveryDaysTable({
  days,
  timeZone,
  selected,
  onSelectDay,
  className,
}: {
  days: readonly PortfolioDay[];
  timeZone: string;
  selected: string | undefined;
  onSelectDay: (date: string) => void;
  className?: string;
}) {
  return (
    <table className={className ? `delivery-table ${className}` : 'delivery-table'}>
      <caption>Runs per day in the last 30 days, in your time zone ({timeZone})</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Sent</th>
          <th scope="col">Not sent</th>
          <th scope="col">Due</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => {
          const dayName = formatLongDate(day.date);
          return (
            <tr key={day.date} aria-current={day.date === selected ? 'date' : undefined}>
              <th scope="row">{dayName}</th>
              <td>{formatCount(day.sent)}</td>
              <td>
                {day.notSent > 0 ? (
                  <button
                    type="button"
                    className="delivery-table__open"
                    aria-label={`List the ${runsWords(day.notSent)} not sent on ${dayName}`}
                    onClick={() => onSelectDay(day.date)}
                  >
                    {formatCount(day.notSent)}
                  </button>
                ) : (
                  '0'
                )}
              </td>
              <td>{formatCount(day.due)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
