import { describe, expect, it } from 'vitest';
import { dateOfPickerDay, pickerDayOf, pickerMonthOf } from './calendar-day';

describe('picker days', () => {
  it('gives a date as local midnight, and reads it back', () => {
    const day = pickerDayOf('2027-01-26');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2027, 0, 26, 0,
    ]);
    expect(dateOfPickerDay(day)).toBe('2027-01-26');
  });

  it('reads back every day of a year, even where the local clocks skip midnight', () => {
    // Brazil's clocks went from 23:59 to 01:00 on 4 November 2018; 2028 has a February 29.
    const dates = [2018, 2028].flatMap((year) =>
      Array.from({ length: 366 }, (_, index) =>
        new Date(Date.UTC(year, 0, 1 + index)).toISOString().slice(0, 10),
      ),
    );
    expect(dates.map((date) => dateOfPickerDay(pickerDayOf(date)))).toEqual(dates);
  });

  it('keeps the years before 100 as they are', () => {
    expect(pickerDayOf('0002-03-04').getFullYear()).toBe(2);
    expect(dateOfPickerDay(pickerDayOf('0002-03-04'))).toBe('0002-03-04');
  });

  it("gives the first of a date's month as the month to show", () => {
    expect(dateOfPickerDay(pickerMonthOf('2027-02-28'))).toBe('2027-02-01');
  });
});
