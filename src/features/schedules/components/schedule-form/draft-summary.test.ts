import { describe, expect, it } from 'vitest';
import { formValues } from '#tests/support/form-fixtures';
import { draftChanges, draftSavedWhen, sameValues } from './draft-summary';

describe('what a draft holds', () => {
  it('names the parts of the form the draft changes, in screen order', () => {
    const shown = formValues();
    const draft = formValues({
      recipients: [{ name: '', email: 'ops@example.com' }],
      title: 'Weekly SEO',
      time: '10:30',
    });
    expect(draftChanges(draft, shown)).toEqual(['title', 'first run', 'recipients']);
  });

  it('finds no change in a draft that holds what the form shows', () => {
    expect(draftChanges(formValues(), formValues())).toEqual([]);
  });

  it('compares values deeply, whatever the order of their keys', () => {
    expect(sameValues({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});

describe('when a draft was saved, in words', () => {
  const now = new Date('2027-01-10T15:00:00Z');

  it('says today or yesterday with the time, in the user’s zone', () => {
    expect(draftSavedWhen(new Date('2027-01-10T14:02:00Z'), now, 'UTC')).toBe('today at 14:02');
    expect(draftSavedWhen(new Date('2027-01-09T09:15:00Z'), now, 'UTC')).toBe('yesterday at 09:15');
    // 01:00 UTC on the 10th is still the 9th in New York.
    expect(draftSavedWhen(new Date('2027-01-10T01:00:00Z'), now, 'America/New_York')).toBe(
      'yesterday at 20:00',
    );
  });

  it('gives the date of an older draft', () => {
    expect(draftSavedWhen(new Date('2027-01-05T14:02:00Z'), now, 'UTC')).toBe('Tue, Jan 5, 14:02');
  });
});
