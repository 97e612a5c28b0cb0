import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import {
  changesToSend,
  compareEdit,
  fieldWords,
  unresolvedConflicts,
  withChanges,
  type EditComparison,
} from './edit-conflicts';
import type { Schedule, UpdateScheduleRequest } from './schemas';

const UTC = 'UTC';

// Weekly on Mondays at 09:00 UTC, two recipients, two sections.
const opened = makeSchedule({
  title: 'Weekly traffic snapshot',
  next_scheduled_date: '2030-03-04T09:00:00Z',
  frequency: { unit: 'DAYS', value: 7 },
  recipients: [
    { name: 'Dana Whitfield', email: 'dana@example.com' },
    { name: '', email: 'lee@example.com' },
  ],
  sections: [{ name: 'overview' }, { name: 'usage' }],
});

function compare(current: Schedule | undefined, changes: UpdateScheduleRequest) {
  return compareEdit({ opened, current, changes, serviceTimeZone: UTC });
}

describe('comparing an edit with what changed meanwhile', () => {
  it('finds nothing when neither side changed a field', () => {
    expect(compare({ ...opened }, {})).toEqual({ kind: 'unchanged' });
  });

  it('sends yours as it is when only you changed a field', () => {
    const changes = { title: 'My title' };
    const comparison = compare({ ...opened }, changes);
    expect(comparison).toEqual({ kind: 'unchanged' });
    expect(changesToSend(changes, comparison, {})).toEqual(changes);
  });

  it('keeps theirs, and never sends it, when only they changed a field', () => {
    const theirs = { ...opened, recipients: [{ name: 'Sam', email: 'sam@example.com' }] };
    const changes = { title: 'My title' };
    const comparison = compare(theirs, changes);
    expect(comparison).toEqual({
      kind: 'changed',
      fields: [{ field: 'recipients', yours: false, conflict: false }],
    });
    expect(changesToSend(changes, comparison, {})).toEqual({ title: 'My title' });
  });

  it('asks which wins when both changed a field differently, and sends only what was chosen', () => {
    const theirs = { ...opened, title: 'Colleague title' };
    const changes = { title: 'My title', sections: [{ name: 'overview' }] };
    const comparison = compare(theirs, changes);
    expect(comparison).toEqual({
      kind: 'changed',
      fields: [{ field: 'title', yours: true, conflict: true }],
    });
    expect(unresolvedConflicts(comparison, {})).toEqual(['title']);
    expect(changesToSend(changes, comparison, {})).toBeUndefined();
    expect(changesToSend(changes, comparison, { title: 'theirs' })).toEqual({
      sections: [{ name: 'overview' }],
    });
    expect(changesToSend(changes, comparison, { title: 'yours' })).toEqual(changes);
  });

  it('sees no conflict when both made the same change, and sends nothing for it', () => {
    const theirs = { ...opened, title: '  My title ' };
    const comparison = compare(theirs, { title: 'My title' });
    expect(comparison).toEqual({
      kind: 'changed',
      fields: [{ field: 'title', yours: true, conflict: false }],
    });
    expect(changesToSend({ title: 'My title' }, comparison, {})).toEqual({});
  });

  it('says when the schedule is gone from the list, and sends nothing', () => {
    const comparison: EditComparison = compare(undefined, { title: 'My title' });
    expect(comparison).toEqual({ kind: 'gone' });
    expect(changesToSend({ title: 'My title' }, comparison, {})).toBeUndefined();
  });

  it('compares the first run as the service does: the same instant written another way is no change', () => {
    const theirs = { ...opened, next_scheduled_date: '2030-03-04T10:00:00+01:00' };
    expect(compare(theirs, {})).toEqual({ kind: 'unchanged' });
  });

  it('reads a past first run rolled forward by the list as no change, and a moved series as one', () => {
    // The list shows the next run once the stored one has passed: the same series.
    const rolled = { ...opened, next_scheduled_date: '2030-03-18T09:00:00Z' };
    expect(compare(rolled, {})).toEqual({ kind: 'unchanged' });
    // A Tuesday is another series; a new frequency is another rule.
    const moved = { ...opened, next_scheduled_date: '2030-03-05T09:00:00Z' };
    expect(compare(moved, {})).toMatchObject({ kind: 'changed', fields: [{ field: 'when' }] });
    const monthly = { ...opened, frequency: { unit: 'MONTHLY' as const, value: 4 } };
    expect(compare(monthly, {})).toMatchObject({ kind: 'changed', fields: [{ field: 'when' }] });
  });

  it('compares addresses case aside and sections as a set', () => {
    const theirs = {
      ...opened,
      recipients: [
        { name: 'Dana Whitfield', email: 'DANA@example.com' },
        { name: null, email: 'lee@example.com' },
      ],
      sections: [{ name: 'usage' }, { name: 'overview' }],
    };
    expect(compare(theirs, {})).toEqual({ kind: 'unchanged' });
  });

  it('keeps their cadence whole when only they changed it, though you moved the first run', () => {
    const theirs = { ...opened, frequency: { unit: 'DAYS' as const, value: 14 as const } };
    const changes = { next_scheduled_date: '2030-03-11T09:00:00Z' };
    const comparison = compare(theirs, changes);
    expect(comparison).toEqual({
      kind: 'changed',
      fields: [{ field: 'when', yours: true, conflict: true }],
    });
    expect(changesToSend(changes, comparison, { when: 'theirs' }, opened)).toEqual({});
    // Yours whole: your date with your (unchanged) frequency, not theirs.
    expect(changesToSend(changes, comparison, { when: 'yours' }, opened)).toEqual({
      ...changes,
      frequency: { unit: 'DAYS', value: 7 },
    });
  });

  it('shows yours as the schedule with only your changes', () => {
    expect(
      withChanges(opened, { title: 'Mine', recipients: [{ email: 'x@example.com' }] }),
    ).toMatchObject({
      title: 'Mine',
      recipients: [{ name: '', email: 'x@example.com' }],
      sections: opened.sections,
    });
  });
});

describe('a field in words', () => {
  const context = {
    templates: [{ template_uuid: opened.template_uuid, template_name: 'Monthly client report' }],
    zones: { user: UTC, service: UTC },
    now: new Date('2030-03-01T00:00:00Z'),
  };
  it('writes each field as the review shows it', () => {
    expect(fieldWords(opened, 'title', context)).toBe('Weekly traffic snapshot');
    expect(fieldWords(opened, 'template', context)).toBe('Monthly client report');
    expect(fieldWords(opened, 'sections', context)).toBe('overview, usage');
    expect(fieldWords(opened, 'recipients', context)).toBe(
      'Dana Whitfield <dana@example.com>, lee@example.com',
    );
    expect(fieldWords(opened, 'when', context)).toMatch(
      /^Every week on Monday at .+, next Mon, Mar 4, 2030/,
    );
  });
});
