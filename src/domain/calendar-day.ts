// A date as the browser's local midnight for react-day-picker: with a `timeZone` it builds a
// `Date` subclass Playwright's fake clock cannot.
import { formatWallDate } from './wall-clock';

/** Local midnight of a 'yyyy-MM-dd' date: `pickerDayOf('2027-01-26')` -> 26 Jan 2027 00:00. */
export function pickerDayOf(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const local = new Date(0);
  // setFullYear, not the Date constructor: that reads the years 0-99 as 1900-1999.
  local.setFullYear(year, month - 1, day);
  local.setHours(0, 0, 0, 0);
  return local;
}

/** Local midnight of the first of the month of a 'yyyy-MM-dd' date: the month a picker shows. */
export function pickerMonthOf(date: string): Date {
  const first = pickerDayOf(date);
  first.setDate(1);
  return first;
}

/** The 'yyyy-MM-dd' date of a picker's day: `dateOfPickerDay(pickerDayOf(date))` -> `date`. */
export function dateOfPickerDay(day: Date): string {
  return formatWallDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() });
}
