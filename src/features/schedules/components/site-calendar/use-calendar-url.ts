import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isDateInMonth, isMonth, monthOrCurrent } from '#src/domain/site-calendar';

/** `?month=2027-03`, with `&day=2027-03-02` when a day is chosen. */
export function calendarSearch(month: string, day?: string): string {
  const params = new URLSearchParams({ month });
  if (day) params.set('day', day);
  return `?${params.toString()}`;
}

interface CalendarUrl {
  /** The month shown, 'yyyy-MM': the address's, or this month's when it names none or no month. */
  month: string;
  /** What the address gave for a month when that was not one, to say so. */
  invalidMonth: string | undefined;
  /** The chosen day of the month, 'yyyy-MM-dd'; a day of another month is ignored. */
  day: string | undefined;
  /** Shows another month: a new history entry, so Back returns to this one. */
  goToMonth: (month: string) => void;
  /** Chooses a day of the shown month, in place: Back leaves the month rather than the day. */
  chooseDay: (day: string) => void;
}

/** The calendar's month and chosen day, kept in the address so that links and Back work. */
export function useCalendarUrl(now: Date, userTimeZone: string): CalendarUrl {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('month');
  const month = monthOrCurrent(requested, now, userTimeZone);
  const requestedDay = params.get('day');
  const day =
    requestedDay !== null && isDateInMonth(requestedDay, month) ? requestedDay : undefined;

  const goToMonth = useCallback(
    (shown: string) => void navigate({ search: calendarSearch(shown) }),
    [navigate],
  );
  const chooseDay = useCallback(
    (chosen: string) =>
      void navigate({ search: calendarSearch(chosen.slice(0, 7), chosen) }, { replace: true }),
    [navigate],
  );
  return {
    month,
    invalidMonth: requested !== null && !isMonth(requested) ? requested : undefined,
    day,
    goToMonth,
    chooseDay,
  };
}
