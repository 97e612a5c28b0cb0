import { describe, expect, it } from 'vitest';
import { REVIEW_RUN_COUNT, scheduleChanges, type ChangeRow } from './schedule-changes';
import { savedScheduleOf, toUpdateRequest, type ScheduleFormValues } from './schedule-form';
import type { CatalogueSection, Schedule } from './schemas';
import { catalogueSection } from '#tests/support/catalogue-fixtures';
import {
  FORM_NOW as NOW,
  FORM_TEMPLATE_ID as TEMPLATE_ID,
  monthlyOn31st,
} from '#tests/support/form-fixtures';

const UTC = { user: 'UTC', service: 'UTC' };
const NEW_YORK = { user: 'America/New_York', service: 'UTC' };
const OTHER_TEMPLATE_ID = '7b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const TEMPLATES = [
  { template_uuid: TEMPLATE_ID, template_name: 'Monthly client report' },
  { template_uuid: OTHER_TEMPLATE_ID, template_name: 'Executive summary' },
];

/** The review of editing `schedule` into `edit` of its form values, as the edit page builds it. */
function review(
  edit: Partial<ScheduleFormValues>,
  {
    schedule = monthlyOn31st,
    zones = UTC,
    catalogue,
  }: { schedule?: Schedule; zones?: typeof UTC; catalogue?: readonly CatalogueSection[] } = {},
) {
  const saved = savedScheduleOf(schedule, zones);
  const values = { ...saved.values, ...edit };
  const changes = toUpdateRequest(saved, values, zones);
  return {
    changes,
    ...scheduleChanges({
      saved,
      changes,
      templates: TEMPLATES,
      zones,
      now: NOW,
      intent: values,
      catalogue,
    }),
  };
}

const rowsOf = (rows: readonly ChangeRow[]) =>
  rows.map(({ label, before, after }) => [label, before, after]);

describe('the review of an edit’s report fields', () => {
  it('shows a new title before and after, and nothing else', () => {
    const { rows, runs } = review({ title: '  Renamed report ' });
    expect(rows).toEqual([
      { part: 'title', label: 'Title', before: 'Monthly client report', after: 'Renamed report' },
    ]);
    expect(runs).toBeUndefined();
  });

  it('names the templates, and a template it does not know by its UUID', () => {
    expect(rowsOf(review({ templateUuid: OTHER_TEMPLATE_ID }).rows)).toEqual([
      ['Template', 'Monthly client report', 'Executive summary'],
    ]);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(rowsOf(review({ templateUuid: unknown }).rows)).toEqual([
      ['Template', 'Monthly client report', `Template ${unknown}`],
    ]);
  });

  it('calls a blank saved template the service default', () => {
    const blank = { ...monthlyOn31st, template_uuid: '' };
    expect(rowsOf(review({ templateUuid: TEMPLATE_ID }, { schedule: blank }).rows)).toEqual([
      ['Template', 'Service default', 'Monthly client report'],
    ]);
  });

  it('lists the sections added and removed', () => {
    // Saved: cover, usage.
    expect(rowsOf(review({ sections: ['cover', 'overview', 'themes'] }).rows)).toEqual([
      ['Sections added', 'Not included', 'overview, themes'],
      ['Section removed', 'usage', 'Not included'],
    ]);
  });

  it('names the sections added and removed by their display text, a name it does not know as it is', () => {
    // Display texts unlike the names, as the service's are ("overview" is "Summary").
    const OVERVIEW: [string, string] = ['overview', 'Overview'];
    const catalogue = [
      catalogueSection('cover', 1, OVERVIEW, false),
      catalogueSection('overview', 2, OVERVIEW, false, 'Summary'),
      catalogueSection('usage', 3, ['audience', 'Audience'], false, 'Visitors and usage'),
    ];
    // Saved: cover, usage.
    expect(rowsOf(review({ sections: ['cover', 'overview', 'seo'] }, { catalogue }).rows)).toEqual([
      ['Sections added', 'Not included', 'Summary, seo'],
      ['Section removed', 'Visitors and usage', 'Not included'],
    ]);
  });

  it('says why a mandatory section is added to a schedule that lacks it', () => {
    const catalogue = [
      catalogueSection('cover', 1, ['overview', 'Overview'], true),
      catalogueSection('overview', 2, ['overview', 'Overview'], false, 'Summary'),
      catalogueSection('usage', 3, ['audience', 'Audience']),
    ];
    // Made elsewhere without its cover: the form adds it, the user adds the summary.
    const lacking = { ...monthlyOn31st, sections: [{ name: 'usage' }] };
    expect(
      rowsOf(
        review({ sections: ['cover', 'overview', 'usage'] }, { schedule: lacking, catalogue }).rows,
      ),
    ).toEqual([
      ['Section added', 'Not included', 'Summary'],
      ['Required section added', 'Not included', 'Cover (every report must include it)'],
    ]);
  });
});

describe('the review of an edit’s recipients', () => {
  // Saved: Jane Doe <jane@example.com>, then ops@example.com without a name.

  it('says who is added, who removed and whose name changed, one row each', () => {
    const { rows } = review({
      recipients: [
        { name: 'Jane Smith', email: 'jane@example.com' },
        { name: 'Bob Stone', email: ' bob@example.com ' },
      ],
    });
    expect(rowsOf(rows)).toEqual([
      ['Recipient added', 'Not a recipient', 'Bob Stone <bob@example.com>'],
      ['Recipient removed', 'ops@example.com', 'Not a recipient'],
      ['Recipient renamed', 'Jane Doe <jane@example.com>', 'Jane Smith <jane@example.com>'],
    ]);
    expect(rows.every((row) => row.part === 'recipients')).toBe(true);
  });

  it('names a new order of the same recipients, which the body sends as the whole list', () => {
    const { changes, rows } = review({
      recipients: [
        { name: '', email: 'ops@example.com' },
        { name: 'Jane Doe', email: 'jane@example.com' },
      ],
    });
    expect(changes).toEqual({
      recipients: [{ email: 'ops@example.com' }, { name: 'Jane Doe', email: 'jane@example.com' }],
    });
    expect(rowsOf(rows)).toEqual([
      ['Recipient order', 'Jane Doe, ops@example.com', 'ops@example.com, Jane Doe'],
    ]);
  });

  it('shows a name given to a recipient that had none, and an address spelled anew', () => {
    const { rows } = review({
      recipients: [
        { name: 'Jane Doe', email: 'Jane@Example.com' },
        { name: 'Operations', email: 'ops@example.com' },
      ],
    });
    expect(rowsOf(rows)).toEqual([
      ['Recipient changed', 'Jane Doe <jane@example.com>', 'Jane Doe <Jane@Example.com>'],
      ['Recipient renamed', 'ops@example.com', 'Operations <ops@example.com>'],
    ]);
  });

  it('counts a duplicate address removed as one recipient removed', () => {
    const twice = {
      ...monthlyOn31st,
      recipients: [
        { name: 'Jane Doe', email: 'jane@example.com' },
        { name: 'Jane again', email: 'JANE@example.com' },
      ],
    };
    const { rows } = review(
      { recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }] },
      { schedule: twice },
    );
    expect(rowsOf(rows)).toEqual([
      ['Recipient removed', 'Jane again <JANE@example.com>', 'Not a recipient'],
    ]);
  });
});

/** The local date and time of each run, and how the moved ones moved. */
function runsOf(side: {
  runs: { at: Date }[];
  moves: ({ from: string; reason: string } | undefined)[];
}) {
  return side.runs.map((run, index) => [run.at.toISOString(), side.moves[index]?.reason]);
}

describe('the review of when an edited schedule runs', () => {
  // Saved: monthly on the 31st, next run Sun, Jan 31, 2027, 14:00 UTC; now is Jan 10.

  it('shows the cadence and first run before and after, and the next runs of both', () => {
    const { changes, rows, runs } = review({
      cadence: 'weekly',
      firstRunDate: '2027-01-12',
      time: '14:00',
    });
    expect(Object.keys(changes).sort()).toEqual(['frequency', 'next_scheduled_date']);
    expect(rows).toEqual([
      {
        part: 'cadence',
        label: 'Cadence',
        before: 'Monthly on the 31st at 14:00, or the last day of shorter months',
        after: 'Every week on Tuesday at 14:00',
        detail: {
          before: 'monthly on day 31 at 14:00 UTC',
          after: 'weekly on Tuesday at 14:00 UTC',
        },
      },
      {
        part: 'firstRun',
        label: 'First run',
        before: 'Sun, Jan 31, 2027, 14:00 UTC',
        after: 'Tue, Jan 12, 2027, 14:00 UTC',
      },
    ]);
    const lastDay = (month: string) => `${month} has no 31st, so the report runs on its last day`;
    expect(runsOf(runs!.before)).toEqual([
      ['2027-01-31T14:00:00.000Z', undefined],
      ['2027-02-28T14:00:00.000Z', lastDay('February')],
      ['2027-03-31T14:00:00.000Z', undefined],
      ['2027-04-30T14:00:00.000Z', lastDay('April')],
      ['2027-05-31T14:00:00.000Z', undefined],
    ]);
    expect(runsOf(runs!.after)).toEqual(
      ['01-12', '01-19', '01-26', '02-02', '02-09'].map((day) => [
        `2027-${day}T14:00:00.000Z`,
        undefined,
      ]),
    );
  });

  it('shows a first run moved to another time of day, and the cadence that follows it', () => {
    const { changes, rows, runs } = review({ time: '15:00' });
    expect(changes).toEqual({ next_scheduled_date: '2027-01-31T15:00:00Z' });
    expect(rowsOf(rows)).toEqual([
      [
        'Cadence',
        'Monthly on the 31st at 14:00, or the last day of shorter months',
        'Monthly on the 31st at 15:00, or the last day of shorter months',
      ],
      ['First run', 'Sun, Jan 31, 2027, 14:00 UTC', 'Sun, Jan 31, 2027, 15:00 UTC'],
    ]);
    expect(runs?.after.runs.map((run) => run.at.toISOString())).toEqual([
      '2027-01-31T15:00:00.000Z',
      '2027-02-28T15:00:00.000Z',
      '2027-03-31T15:00:00.000Z',
      '2027-04-30T15:00:00.000Z',
      '2027-05-31T15:00:00.000Z',
    ]);
  });

  it('shows no cadence row for a first run moved to a later run of the same cadence', () => {
    const { changes, rows, runs } = review({ firstRunDate: '2027-03-31' });
    expect(changes).toEqual({ next_scheduled_date: '2027-03-31T14:00:00Z' });
    expect(rowsOf(rows)).toEqual([
      ['First run', 'Sun, Jan 31, 2027, 14:00 UTC', 'Wed, Mar 31, 2027, 14:00 UTC'],
    ]);
    expect(runs?.before.runs[0]?.at.toISOString()).toBe('2027-01-31T14:00:00.000Z');
    expect(runs?.after.runs[0]?.at.toISOString()).toBe('2027-03-31T14:00:00.000Z');
  });

  it('marks the runs that land away from the chosen time, in the user’s zone', () => {
    // 09:00 in New York is 14:00 UTC in winter; from March 14 the service's 14:00 is 10:00 there.
    const { rows, runs } = review(
      { dayOfMonth: 15, firstRunDate: '2027-02-15', time: '09:00' },
      { zones: NEW_YORK },
    );
    expect(rowsOf(rows)).toEqual([
      [
        'Cadence',
        'Monthly on the 31st at 09:00 (10:00 during daylight saving time), or the last day of shorter months',
        'Monthly on the 15th at 09:00 (10:00 during daylight saving time)',
      ],
      ['First run', 'Sun, Jan 31, 2027, 09:00 EST', 'Mon, Feb 15, 2027, 09:00 EST'],
    ]);
    expect(runs?.after.runs).toHaveLength(REVIEW_RUN_COUNT);
    expect(runs?.after.moves.map((move) => move?.reason)).toEqual([
      undefined,
      ...Array.from(
        { length: REVIEW_RUN_COUNT - 1 },
        () => '10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC',
      ),
    ]);
  });

  it('reads a saved first run that has passed from the run the service makes next', () => {
    const weekly: Schedule = {
      ...monthlyOn31st,
      frequency: { unit: 'DAYS', value: 7 },
      next_scheduled_date: '2027-01-03T09:00:00Z',
    };
    const { changes, rows, runs } = review({ cadence: 'biweekly' }, { schedule: weekly });
    expect(changes).toEqual({ frequency: { unit: 'DAYS', value: 14 } });
    expect(rowsOf(rows)).toEqual([
      ['Cadence', 'Every week on Sunday at 09:00', 'Every two weeks on Sunday at 09:00'],
    ]);
    const days = (side: { runs: { at: Date }[] }) =>
      side.runs.map((run) => run.at.toISOString().slice(5, 10));
    expect(days(runs!.before)).toEqual(['01-17', '01-24', '01-31', '02-07', '02-14']);
    expect(days(runs!.after)).toEqual(['01-17', '01-31', '02-14', '02-28', '03-14']);
    expect(runs?.after.moves.every((move) => move === undefined)).toBe(true);
  });
});
