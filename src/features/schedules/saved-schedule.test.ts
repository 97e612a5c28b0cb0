import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { findSavedSchedule, readListLocationState } from './saved-schedule';

const weekly = makeSchedule({
  title: 'Weekly traffic for Acme',
  frequency: { unit: 'DAYS', value: 7 },
  next_scheduled_date: '2030-03-01T09:00:00Z',
});
const biweekly = makeSchedule({
  title: 'Security digest',
  frequency: { unit: 'DAYS', value: 14 },
  next_scheduled_date: '2030-01-15T09:00:00Z',
});
const monthly = makeSchedule({
  title: 'monthly client report',
  frequency: { unit: 'MONTHLY', value: 31 },
  next_scheduled_date: '2030-02-28T09:00:00+05:30',
});
const all = [weekly, biweekly, monthly];

describe('arriving after a save', () => {
  it('reads the flash message and the highlight from the router state', () => {
    expect(
      readListLocationState({ flash: { message: 'Saved' }, highlight: { uuid: weekly.uuid } }),
    ).toEqual({ flash: { message: 'Saved' }, highlight: { uuid: weekly.uuid } });
  });

  it('reads a schedule deleted from its edit page, and drops one without its title', () => {
    expect(
      readListLocationState({ deleted: { uuid: weekly.uuid, title: 'Weekly', outcome: 'x' } }),
    ).toEqual({ deleted: { uuid: weekly.uuid, title: 'Weekly', outcome: 'deleted' } });
    expect(
      readListLocationState({
        deleted: { uuid: weekly.uuid, title: 'Weekly', outcome: 'already-gone' },
      })?.deleted?.outcome,
    ).toBe('already-gone');
    expect(readListLocationState({ deleted: { uuid: weekly.uuid } })).toBeUndefined();
  });

  it('ignores a state that is not the list’s', () => {
    expect(readListLocationState(null)).toBeUndefined();
    expect(readListLocationState('saved')).toBeUndefined();
    expect(readListLocationState({ from: '/login' })).toBeUndefined();
    expect(readListLocationState({ flash: { message: 42 }, highlight: {} })).toBeUndefined();
  });

  it('finds the saved schedule by uuid, whatever its case', () => {
    expect(findSavedSchedule(all, { uuid: biweekly.uuid.toUpperCase() })).toBe(biweekly);
  });

  it('finds a created schedule by title and the same run instant', () => {
    const twin = makeSchedule({ title: weekly.title, next_scheduled_date: '2030-04-01T09:00:00Z' });
    expect(
      findSavedSchedule([...all, twin], {
        title: weekly.title,
        nextRun: '2030-03-01T10:00:00+01:00',
      }),
    ).toBe(weekly);
  });

  it('falls back to the only schedule with the title, and to nothing when it is ambiguous', () => {
    expect(
      findSavedSchedule(all, { title: 'Security digest', nextRun: '2031-01-01T00:00:00Z' }),
    ).toBe(biweekly);
    const twin = makeSchedule({ title: 'Security digest' });
    expect(findSavedSchedule([...all, twin], { title: 'Security digest' })).toBeUndefined();
    expect(findSavedSchedule(all, undefined)).toBeUndefined();
  });
});
