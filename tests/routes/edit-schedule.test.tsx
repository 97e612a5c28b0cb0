import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UpdateScheduleRequest } from '#src/domain/schemas';
import { readDraft } from '#src/lib/forms/draft-store';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp, routerLocation } from '#tests/support/render';
import EditSchedulePage from '#src/app/routes/edit-schedule';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;

function acmeSchedule(title: string) {
  const schedule = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((candidate) => candidate.title === title);
  if (!schedule) throw new Error(`No seeded schedule "${title}"`);
  return schedule;
}

function renderEditPage(scheduleId: string) {
  return renderWithApp(<EditSchedulePage />, {
    route: `${LIST_PATH}/${scheduleId}/edit`,
    path: '/sites/:siteId/schedules/:scheduleId/edit',
  });
}

/** Records the body of every PATCH, then lets the mock service answer it. */
function capturePatches(): UpdateScheduleRequest[] {
  const bodies: UpdateScheduleRequest[] = [];
  mockApi.server.use(
    http.patch('*/v1/site_reports/schedules/:scheduleId', async ({ request }) => {
      bodies.push((await request.clone().json()) as UpdateScheduleRequest);
    }),
  );
  return bodies;
}

const SLOW = { timeout: 10_000 };
const REVIEW = 'Review your changes';

/** Save on the form: the review of the changes appears (its code loads on the first change). */
async function saveForReview(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return screen.findByRole('region', { name: REVIEW }, SLOW);
}

/**
 * The review's fields as a screen reader reads the list: [field, before, after] for a change
 * sent, [field, why] for one of yours that is not.
 */
function reviewedChanges(review: HTMLElement): string[][] {
  // The changes to send, not those made elsewhere (their own region above).
  const ours = (element: HTMLElement) => !element.closest('[data-changed-elsewhere]');
  return within(review)
    .queryAllByRole('term')
    .filter(ours)
    .map((term) => [
      term.textContent,
      ...within(term.parentElement ?? term)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ]);
}

describe('the edit schedule page', () => {
  it('fills the form from the list and sends only the changed title', async () => {
    const schedule = acmeSchedule('Mid-month performance report');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);

    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Edit schedule' })).toBeInTheDocument();
    expect(title).toHaveValue('Mid-month performance report');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('Day of month')).toHaveValue(15);

    await user.clear(title);
    await user.type(title, 'Mid-month performance (renamed)');
    const review = await saveForReview(user);

    // Focus moves once the review has drawn (a busy machine sees the region a moment before).
    await waitFor(() =>
      expect(within(review).getByRole('heading', { name: REVIEW })).toHaveFocus(),
    );
    expect(reviewedChanges(review)).toEqual([
      ['Title', 'Before Mid-month performance report', 'After Mid-month performance (renamed)'],
    ]);
    expect(patches).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toEqual([{ title: 'Mid-month performance (renamed)' }]);
    expect(mockApi.service().store.schedule(schedule.uuid)?.title).toBe(
      'Mid-month performance (renamed)',
    );
  });

  it('sends the whole frequency and the moved first run when the day changes', async () => {
    const schedule = acmeSchedule('Mid-month performance report');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);

    const day = await screen.findByLabelText('Day of month', {}, { timeout: 10_000 });
    await user.clear(day);
    await user.type(day, '31');
    expect(
      screen.getByText('In months without a 31st, the report runs on the last day of the month'),
    ).toBeInTheDocument();
    const review = await saveForReview(user);
    expect(reviewedChanges(review).map(([field]) => field)).toEqual(['Cadence', 'First run']);
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0] ?? {}).sort()).toEqual(['frequency', 'next_scheduled_date']);
    expect(patches[0]?.frequency).toEqual({ unit: 'MONTHLY', value: 31 });
  });

  it('says there is nothing to save when nothing changed, without a request', async () => {
    const patches = capturePatches();
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    await screen.findByLabelText('Title', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: REVIEW })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeVisible();
    expect(patches).toHaveLength(0);
  });
});

describe('the edit schedule page’s errors', () => {
  it('shows the service’s field errors on the fields', async () => {
    mockApi.server.use(
      http.patch('*/v1/site_reports/schedules/:scheduleId', () =>
        HttpResponse.json(
          {
            message: 'The changes are not valid.',
            errors: [
              {
                resource: 'schedule',
                field: 'recipients.1.email',
                message: 'This address bounced.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    await user.type(title, '!');
    const review = await saveForReview(user);
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));

    // Back on the form, as it was, the service's error on its field.
    const second = await screen.findByLabelText('Email for recipient 2');
    await waitFor(() => expect(second).toHaveAccessibleDescription('This address bounced.'));
    expect(second).toHaveFocus();
    expect(screen.queryByRole('region', { name: REVIEW })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Weekly traffic snapshot!');
    expect(screen.getByRole('alert')).toHaveTextContent('The service did not accept the schedule');
  });

  it('lists a recipient row’s error at the top, linked to that row’s field', async () => {
    const patches = capturePatches();
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    const second = await screen.findByLabelText('Email for recipient 2', {}, { timeout: 10_000 });
    await user.clear(second);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('alert', { name: 'Fix this problem to save' });
    const link = within(summary).getByRole('link', { name: 'Recipient 2: Email is required.' });
    expect(link).toHaveAttribute('href', '#field-recipients.1.email');
    expect(second).toHaveAttribute('id', 'field-recipients.1.email');
    await user.click(link);
    expect(second).toHaveFocus();
    expect(patches).toHaveLength(0);
  });

  it('says so when the schedule is not in the list', async () => {
    renderEditPage('00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByText(
        'This schedule does not exist or is no longer active.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});

const DANA = 'dana.whitfield@acme-marketing.example';
const MARCO = 'marco.alvarez@acme-marketing.example';
const NEW_RECIPIENT = 'new.analyst@acme-marketing.example';

describe('the review before an edit is saved', () => {
  it('shows the new title and who is added, removed and renamed, then sends exactly that', async () => {
    const schedule = acmeSchedule('Weekly traffic snapshot');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);
    const title = await screen.findByLabelText('Title', {}, SLOW);

    await user.type(title, ' (team)');
    const firstName = within(screen.getByRole('group', { name: 'Recipient 1' })).getByLabelText(
      'Name (optional)',
    );
    await user.clear(firstName);
    await user.type(firstName, 'Dana W.');
    await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    await user.type(screen.getByLabelText('Email for recipient 2'), NEW_RECIPIENT);
    const review = await saveForReview(user);

    expect(reviewedChanges(review)).toEqual([
      ['Title', 'Before Weekly traffic snapshot', 'After Weekly traffic snapshot (team)'],
      ['Recipient added', 'Before Not a recipient', `After ${NEW_RECIPIENT}`],
      ['Recipient removed', `Before Marco Alvarez <${MARCO}>`, 'After Not a recipient'],
      ['Recipient renamed', `Before Dana Whitfield <${DANA}>`, `After Dana W. <${DANA}>`],
    ]);
    // The title and the recipients change: no runs to compare.
    expect(within(review).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toEqual([
      {
        title: 'Weekly traffic snapshot (team)',
        recipients: [{ name: 'Dana W.', email: DANA }, { email: NEW_RECIPIENT }],
      },
    ]);
    expect(
      mockApi
        .service()
        .store.schedule(schedule.uuid)
        ?.recipients.map((recipient) => recipient.email),
    ).toEqual([DANA, NEW_RECIPIENT]);
  });

  it('shows the next runs before and after a change of cadence', async () => {
    const patches = capturePatches();
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    await screen.findByLabelText('Title', {}, SLOW);

    await user.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    const review = await saveForReview(user);

    const [cadence] = reviewedChanges(review);
    expect(cadence?.[0]).toBe('Cadence');
    expect(cadence?.[1]).toMatch(/^Before Every week on /);
    expect(cadence?.[2]).toMatch(/^After Every two weeks on /);
    const runs = (name: string) =>
      within(within(review).getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const now = runs('Next 5 runs now');
    const after = runs('Next 5 runs after saving');
    expect(now).toHaveLength(5);
    expect(after).toHaveLength(5);
    // Every other run of the weekly schedule.
    expect([after[0], after[1], after[2]]).toEqual([now[0], now[2], now[4]]);

    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toEqual([{ frequency: { unit: 'DAYS', value: 14 } }]);
  });
});

describe('going back from the review', () => {
  it('returns to the form as it was: values, draft and focus on Save', async () => {
    const schedule = acmeSchedule('Weekly traffic snapshot');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);
    const title = await screen.findByLabelText('Title', {}, SLOW);
    await user.type(title, ' (team)');
    await user.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    const draftKey = `edit:${schedule.uuid.toLowerCase()}`;
    const edited = {
      title: 'Weekly traffic snapshot (team)',
      cadence: 'biweekly',
      recipients: [{ name: 'Dana Whitfield', email: DANA }],
    };
    await waitFor(() => expect(readDraft(draftKey, 'demo')?.values).toMatchObject(edited));
    const draft = readDraft(draftKey, 'demo');

    const review = await saveForReview(user);
    // The form is kept, hidden, while the review shows.
    expect(screen.queryByRole('form', { name: 'Edit schedule' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Back to the form' }));

    expect(screen.queryByRole('region', { name: REVIEW })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Weekly traffic snapshot (team)');
    expect(screen.getByRole('radio', { name: 'Every two weeks' })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Recipient \d+$/ })).toHaveLength(1);
    expect(readDraft(draftKey, 'demo')).toEqual(draft);
    expect(patches).toHaveLength(0);
  });

  it('still asks before leaving with the changes unsaved while the review shows', async () => {
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    await user.type(await screen.findByLabelText('Title', {}, SLOW), ' (team)');
    await saveForReview(user);

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Schedules' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    expect(routerLocation()).toBe(
      `${LIST_PATH}/${acmeSchedule('Weekly traffic snapshot').uuid}/edit`,
    );
    expect(screen.getByRole('region', { name: REVIEW })).toBeInTheDocument();
  });

  it('goes back to the form with the failure when the service is unavailable', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { updateSchedule: { status: 503, remaining: 1 } },
    });
    const schedule = acmeSchedule('Weekly traffic snapshot');
    const { user } = renderEditPage(schedule.uuid);
    await user.type(await screen.findByLabelText('Title', {}, SLOW), ' (team)');
    const review = await saveForReview(user);
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable');
    expect(screen.queryByRole('region', { name: REVIEW })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Weekly traffic snapshot (team)');

    // Saved on a second try, through the review again.
    await user.click(
      within(await saveForReview(user)).getByRole('button', { name: 'Confirm and save' }),
    );
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(mockApi.service().store.schedule(schedule.uuid)?.title).toBe(
      'Weekly traffic snapshot (team)',
    );
  });
});

describe('the edit page: the last report sent', () => {
  it('shows the last report likely sent by the schedule, with its PDF and a link to the others', async () => {
    const schedule = acmeSchedule('Weekly traffic snapshot');
    renderEditPage(schedule.uuid);
    const section = await screen.findByRole('region', { name: 'Last report sent' }, SLOW);
    expect(await within(section).findByText(/^Last report likely sent: /, {}, SLOW)).toBeVisible();
    const pdf = within(section).getByRole('link', { name: /^Download PDF/ });
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pdf.getAttribute('href')).toMatch(
      /^http:\/\/mock\.test\/mock-reports\/[0-9a-f-]+\.pdf$/,
    );
    expect(
      within(section).getByRole('link', { name: 'Sent reports likely from this schedule' }),
    ).toBeVisible();
  });
});

const COLLEAGUE = [{ name: 'Colleague', email: 'colleague@example.com' }];

/** Opens the edit page, then a colleague renames the schedule and replaces its recipients. */
async function openThenColleagueChanges(title = 'Colleague title') {
  const schedule = acmeSchedule('Weekly traffic snapshot');
  const patches = capturePatches();
  const rendered = renderEditPage(schedule.uuid);
  const field = await screen.findByLabelText('Title', {}, SLOW);
  mockApi.service().store.updateSchedule(schedule.uuid, { title, recipients: COLLEAGUE });
  return { ...rendered, schedule, patches, field };
}

async function changeTitleAndSave(user: UserEvent, field: HTMLElement) {
  await user.clear(field);
  await user.type(field, 'My title');
  return saveForReview(user);
}

describe('an edit against a change made elsewhere', () => {
  it('shows their title beside yours, sends nothing until one is chosen, and keeps theirs when asked', async () => {
    const { user, schedule, patches, field } = await openThenColleagueChanges();
    const review = await changeTitleAndSave(user, field);

    const changed = within(review).getByRole('region', { name: 'Changed since you opened it' });
    const rows = within(changed)
      .getAllByRole('term')
      .map((term) => term.parentElement);
    expect(rows.map((row) => row?.textContent)).toEqual([
      expect.stringMatching(
        /^TitleWhen you opened itWeekly traffic snapshotTheirs nowColleague titleYoursMy title/,
      ),
      expect.stringMatching(
        /^Recipients.*Theirs nowColleague <colleague@example.com>.*Not changed by you: theirs is kept$/,
      ),
    ]);

    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    expect(
      within(review).getByText('Choose theirs or yours for Title: nothing is sent until you do.'),
    ).toHaveAttribute('role', 'alert');
    expect(patches).toHaveLength(0);

    await user.click(within(changed).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toHaveLength(0);
    const stored = mockApi.service().store.schedule(schedule.uuid);
    expect(stored?.title).toBe('Colleague title');
    expect(stored?.recipients).toEqual(COLLEAGUE);
  });

  it('sends yours alone when chosen: their recipients survive', async () => {
    const { user, schedule, patches, field } = await openThenColleagueChanges();
    const review = await changeTitleAndSave(user, field);
    await user.click(within(review).getByRole('radio', { name: 'Use yours' }));
    // "Before" is the service's value now, not the one the form opened with.
    expect(reviewedChanges(review)).toContainEqual([
      'Title',
      'Before Colleague title',
      'After My title',
    ]);
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toEqual([{ title: 'My title' }]);
    const stored = mockApi.service().store.schedule(schedule.uuid);
    expect(stored?.title).toBe('My title');
    expect(stored?.recipients).toEqual(COLLEAGUE);
  });

  it('shows the review again when it changes while the review is open, and sends nothing then', async () => {
    const schedule = acmeSchedule('Weekly traffic snapshot');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);
    const review = await changeTitleAndSave(user, await screen.findByLabelText('Title', {}, SLOW));
    expect(
      within(review).queryByRole('region', { name: 'Changed since you opened it' }),
    ).toBeNull();

    mockApi.service().store.updateSchedule(schedule.uuid, { recipients: COLLEAGUE });
    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    expect(
      await within(review).findByText(/It changed again while you were reviewing/),
    ).toBeVisible();
    expect(
      within(review).getByRole('region', { name: 'Changed since you opened it' }),
    ).toBeVisible();
    expect(patches).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toEqual([{ title: 'My title' }]);
    expect(mockApi.service().store.schedule(schedule.uuid)?.recipients).toEqual(COLLEAGUE);
  });

  it('says so when it was deleted meanwhile, and takes your values to a new schedule', async () => {
    const schedule = acmeSchedule('Weekly traffic snapshot');
    const { user } = renderEditPage(schedule.uuid);
    const field = await screen.findByLabelText('Title', {}, SLOW);
    mockApi.service().store.deleteSchedule(schedule.uuid);
    await user.clear(field);
    await user.type(field, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { name: 'This schedule was deleted' }, SLOW),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create it as a new schedule' }));
    await waitFor(() => expect(routerLocation()).toBe(`${LIST_PATH}/new`));
  });
});

describe('what the review says Confirm sends, against a change made elsewhere', () => {
  const SAVED_ON_CONFIRM =
    'Nothing is saved until you confirm, and nothing else about the schedule changes.';
  const NOTHING_LEFT = /nothing .*to send|saves nothing/i;

  it('says Confirm waits for a choice, not that nothing is sent, while one is to make', async () => {
    const { user, field } = await openThenColleagueChanges();
    const review = await changeTitleAndSave(user, field);

    expect(document.body).not.toHaveTextContent(NOTHING_LEFT);
    expect(
      within(review).getByText(
        `Confirm waits for your choice on Title: theirs or yours. ${SAVED_ON_CONFIRM}`,
      ),
    ).toBeVisible();
    expect(reviewedChanges(review)).toEqual([
      ['Title', 'Waiting for your choice: sent only if you choose yours.'],
    ]);
  });

  it('lists your title as sent once you choose yours', async () => {
    const { user, field } = await openThenColleagueChanges();
    const review = await changeTitleAndSave(user, field);
    expect(reviewedChanges(review)).toEqual([
      ['Title', 'Waiting for your choice: sent only if you choose yours.'],
    ]);

    await user.click(within(review).getByRole('radio', { name: 'Use yours' }));
    expect(reviewedChanges(review)).toEqual([
      ['Title', 'Before Colleague title', 'After My title'],
    ]);
    expect(within(review).getByText(SAVED_ON_CONFIRM)).toBeVisible();
    expect(within(review).queryByText(/Confirm waits/)).toBeNull();
    expect(document.body).not.toHaveTextContent(NOTHING_LEFT);
  });

  it('says confirming saves nothing once theirs is kept and nothing else of yours is left', async () => {
    const { user, patches, field } = await openThenColleagueChanges();
    const review = await changeTitleAndSave(user, field);

    await user.click(within(review).getByRole('radio', { name: 'Keep theirs' }));
    expect(
      within(review).getByText('Nothing of yours is left to send: confirming saves nothing.'),
    ).toBeVisible();
    expect(reviewedChanges(review)).toEqual([['Title', 'Theirs kept, not sent.']]);
    expect(within(review).queryByText(/Confirm waits/)).toBeNull();

    await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(patches).toHaveLength(0);
  });
});
