/**
 * The bulk recipient page against the mock service: find the schedules that send to an address,
 * replace, remove or add, review (untick), apply with one PATCH of `recipients` per schedule.
 * Faults, retries, pause and cancel are in bulk-recipients-run.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import BulkRecipientsPage from '#src/app/routes/bulk-recipients';
import { NOT_LISTED_REASON, ONLY_RECIPIENT_REASON } from '#src/domain/bulk-recipients';
import { READ_ONLY_REASON } from '#src/features/schedules/api/get-site-access';
import { selectedSchedulesState } from '#src/features/schedules/schedule-paths';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { renderWithApp, type RenderOptions } from '#tests/support/render';

const mockApi = setupMockApi();

const PAGE_PATH = `/sites/${ACME_SITE_ID}/recipients`;
const SLOW = { timeout: 10_000 };
const DANA = 'dana.whitfield@acme-marketing.example';
const GRACE = 'grace.liu@acme-marketing.example';
const IT_OPS = 'it-ops@acme-marketing.example';
/** Acme's schedules that send to Dana. */
const DANAS_SCHEDULES = [
  'Weekly traffic snapshot',
  'Mid-month performance report',
  'Monthly stakeholder overview',
];

function renderPage(options: RenderOptions = {}) {
  return renderWithApp(<BulkRecipientsPage />, {
    route: PAGE_PATH,
    path: '/sites/:siteId/recipients',
    ...options,
  });
}

/** Every PATCH, as the schedule's id and the body sent; the mock service then answers it. */
/** The page as the list's "Change a recipient on N" opens it, with these schedules selected. */
function renderSelection(titles: string[], options: RenderOptions = {}) {
  const state = selectedSchedulesState(titles.map((title) => acmeSchedule(title).uuid));
  return renderPage({ route: { pathname: PAGE_PATH, state }, ...options });
}

function recordPatches() {
  const patches: { id: string; body: Record<string, unknown> }[] = [];
  mockApi.server.use(
    http.patch('*/v1/site_reports/schedules/:scheduleId', async ({ request, params }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      patches.push({ id: String(params.scheduleId), body });
    }),
  );
  return patches;
}

function acmeSchedule(title: string) {
  const schedule = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((candidate) => candidate.title === title);
  if (!schedule) throw new Error(`Acme has no schedule "${title}"`);
  return schedule;
}

function emailsOf(title: string): string[] {
  return acmeSchedule(title).recipients.map((recipient) => recipient.email);
}

async function find(user: UserEvent, email: string) {
  const field = await screen.findByLabelText('Email address', {}, SLOW);
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Find schedules' }));
}

async function choose(
  user: UserEvent,
  action: string,
  recipient?: { name: string; email: string },
) {
  await user.click(screen.getByRole('radio', { name: action }));
  if (recipient) {
    if (recipient.name) {
      await user.type(screen.getByLabelText("New recipient's name (optional)"), recipient.name);
    }
    await user.type(screen.getByLabelText(/New recipient's email/), recipient.email);
  }
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
}

function reviewRows() {
  return within(screen.getByRole('list', { name: 'Schedules found' })).getAllByRole('listitem');
}

describe('the bulk recipient page: replacing a recipient', () => {
  it('replaces an address in every schedule that has it, sending only recipients', async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Replace or remove a recipient' }),
    ).toBeInTheDocument();
    await find(user, 'Dana.Whitfield@ACME-marketing.example ');
    expect(await screen.findByText('Found in 3 of 7 schedules.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose what to do' })).toHaveFocus();

    await choose(user, 'Replace with another recipient', {
      name: 'Jane Roe',
      email: 'jane.roe@acme-marketing.example',
    });
    expect(screen.getByRole('heading', { name: 'Review the changes' })).toHaveFocus();
    expect(reviewRows()).toHaveLength(3);
    for (const title of DANAS_SCHEDULES) {
      expect(screen.getByRole('checkbox', { name: title })).toBeChecked();
    }
    expect(
      screen.getByRole('checkbox', { name: 'Weekly traffic snapshot' }),
    ).toHaveAccessibleDescription(
      'Dana Whitfield, Marco Alvarez will become Jane Roe, Marco Alvarez',
    );
    expect(screen.getByText('3 schedules will be changed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));

    expect(await screen.findByRole('heading', { name: 'Results' }, SLOW)).toHaveFocus();
    expect(screen.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changed (3)' })).toBeInTheDocument();
    expect(patches).toHaveLength(3);
    for (const { body } of patches) expect(Object.keys(body)).toEqual(['recipients']);
    expect(emailsOf('Weekly traffic snapshot')).toEqual([
      'jane.roe@acme-marketing.example',
      'marco.alvarez@acme-marketing.example',
    ]);
    expect(acmeSchedule('Monthly stakeholder overview').recipients[0]).toEqual({
      name: 'Jane Roe',
      email: 'jane.roe@acme-marketing.example',
    });
    expect(emailsOf('Month-end client summary')).toEqual([GRACE]);
  });

  it('links each result to its schedule, and back to the schedules', async () => {
    const { user } = renderPage();
    await find(user, DANA);
    await choose(user, 'Replace with another recipient', { name: '', email: 'new@example.com' });
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);

    const uuid = acmeSchedule('Weekly traffic snapshot').uuid;
    expect(screen.getByRole('link', { name: 'Weekly traffic snapshot' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/${uuid}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules`,
    );
  });

  it('says so when no schedule has the address', async () => {
    const { user } = renderPage();
    await find(user, 'nobody@example.com');
    expect(
      await screen.findByText(
        'No schedule of this site has nobody@example.com as a recipient (7 schedules searched).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose what to do' })).not.toBeInTheDocument();
  });
});

describe('the bulk recipient page: removing and adding', () => {
  it('does not remove the only recipient of a schedule, and says why', async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    await find(user, GRACE);
    expect(await screen.findByText('Found in 2 of 7 schedules.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Removing is not possible on 1 schedule where it is the only recipient: a schedule needs at least one.',
      ),
    ).toBeInTheDocument();

    await choose(user, 'Remove from these schedules');
    const onlyOne = screen.getByRole('checkbox', { name: 'Month-end client summary' });
    expect(onlyOne).not.toBeChecked();
    expect(onlyOne).toBeDisabled();
    expect(onlyOne).toHaveAccessibleDescription(`Not changed: ${ONLY_RECIPIENT_REASON}`);
    await user.click(screen.getByRole('button', { name: 'Change 1 schedule' }));

    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(patches.map(({ id }) => id)).toEqual([
      acmeSchedule('Monthly stakeholder overview').uuid,
    ]);
    expect(emailsOf('Monthly stakeholder overview')).not.toContain(GRACE);
    expect(emailsOf('Month-end client summary')).toEqual([GRACE]);
  });

  it('does not offer remove where the address is the only recipient of every schedule found', async () => {
    mockApi.service().store.updateSchedule(acmeSchedule('Monthly stakeholder overview').uuid, {
      recipients: [{ name: 'Dana Whitfield', email: DANA }],
    });
    const { user } = renderPage();
    await find(user, GRACE);
    expect(await screen.findByText('Found in 1 of 7 schedules.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Remove from these schedules' })).toBeDisabled();
    expect(
      screen.getByRole('group', { name: `What to do with ${GRACE}` }),
    ).toHaveAccessibleDescription(
      'Removing is not possible: it is the only recipient of every schedule found, and a schedule needs at least one.',
    );
  });

  it('adds a recipient to the ticked schedules only', async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    await find(user, IT_OPS);
    await choose(user, 'Add a recipient to these schedules', {
      name: 'Sam Ops',
      email: 'sam.ops@acme-marketing.example',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Last-day-of-month backup audit' }));
    expect(screen.getByText('1 schedule will be changed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change 1 schedule' }));

    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(patches).toHaveLength(1);
    expect(emailsOf('Fortnightly plugin and security review')).toEqual([
      'priya.raman@acme-marketing.example',
      IT_OPS,
      'sam.ops@acme-marketing.example',
    ]);
    expect(emailsOf('Last-day-of-month backup audit')).not.toContain(
      'sam.ops@acme-marketing.example',
    );
  });
});

describe('the bulk recipient page: checks and access', () => {
  it('shows each problem beside its field and keeps what was typed', async () => {
    const { user } = renderPage();
    await find(user, 'dana@');
    expect(
      await screen.findByText('Enter a valid email address, such as jane@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('dana@');
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    await find(user, DANA);
    await user.click(await screen.findByRole('button', { name: 'Review changes' }));
    expect(screen.getByText('Choose what to do.', { selector: 'p' })).toBeInTheDocument();

    await choose(user, 'Replace with another recipient', { name: 'Jane', email: 'jane@' });
    const email = screen.getByLabelText(/New recipient's email/);
    expect(email).toHaveValue('jane@');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, such as jane@example.com.',
    );
    expect(email).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Review the changes' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility problem in the review', async () => {
    const { user, container } = renderPage();
    await find(user, GRACE);
    await choose(user, 'Remove from these schedules');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('has no serious accessibility problem in the results', async () => {
    const { user, container } = renderPage();
    await find(user, DANA);
    await choose(user, 'Remove from these schedules');
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { updateSchedule: { status: 500, remaining: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByRole('heading', { name: 'Failed (1)' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('tells a read-only account why it cannot change recipients, and offers no form', async () => {
    renderPage({ credentials: VIEWER_CREDENTIALS });
    expect(await screen.findByText(READ_ONLY_REASON, {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Replace or remove a recipient' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toBeInTheDocument();
  });
});

describe('the bulk recipient page: on the schedules selected on the list', () => {
  const SELECTED = ['Weekly traffic snapshot', 'Monthly stakeholder overview'];

  it('finds, reviews and changes only the selected schedules', async () => {
    const patches = recordPatches();
    const { user } = renderSelection(SELECTED);
    expect(
      await screen.findByText(/^Change one recipient on the 2 schedules you selected:/),
    ).toBeInTheDocument();
    await find(user, DANA);
    expect(await screen.findByText('Found in 2 of 2 schedules selected.')).toBeInTheDocument();

    await choose(user, 'Replace with another recipient', {
      name: 'Jane Roe',
      email: 'jane.roe@acme-marketing.example',
    });
    expect(reviewRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Change 2 schedules' }));

    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('2 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(patches.map(({ id }) => id).sort()).toEqual(
      SELECTED.map((title) => acmeSchedule(title).uuid).sort(),
    );
    for (const title of SELECTED) expect(emailsOf(title)).not.toContain(DANA);
    expect(emailsOf('Mid-month performance report')).toContain(DANA);
  });

  it('turns to all the site\'s schedules on "Use all schedules of the site"', async () => {
    const { user } = renderSelection(SELECTED);
    await user.click(await screen.findByRole('link', { name: 'Use all schedules of the site' }));
    expect(
      await screen.findByText(/^Change one recipient across this site's schedules at once/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Use all schedules of the site' }),
    ).not.toBeInTheDocument();
    await find(user, DANA);
    expect(await screen.findByText('Found in 3 of 7 schedules.', {}, SLOW)).toBeInTheDocument();
  });

  it('says a selected schedule deleted since it was selected, and leaves it out', async () => {
    const state = selectedSchedulesState([
      ...SELECTED.map((title) => acmeSchedule(title).uuid),
      acmeSchedule('Mid-month performance report').uuid,
    ]);
    mockApi.service().store.deleteSchedule(acmeSchedule('Monthly stakeholder overview').uuid);
    const { user } = renderPage({ route: { pathname: PAGE_PATH, state } });
    expect(
      await screen.findByText(
        'One selected schedule is no longer on this site (deleted since it was selected), so it is left out.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await find(user, DANA);
    expect(await screen.findByText('Found in 2 of 2 schedules selected.')).toBeInTheDocument();
  });

  it('reports a selected schedule deleted between the review and the run as skipped', async () => {
    const patches = recordPatches();
    const { user } = renderSelection(SELECTED);
    await find(user, DANA);
    await choose(user, 'Remove from these schedules');
    mockApi.service().store.deleteSchedule(acmeSchedule('Weekly traffic snapshot').uuid);
    await user.click(screen.getByRole('button', { name: 'Change 2 schedules' }));

    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('1 schedule changed, 0 failed, 1 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skipped (1)' })).toBeInTheDocument();
    expect(screen.getByText(`— ${NOT_LISTED_REASON}`)).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(emailsOf('Mid-month performance report')).toContain(DANA);
  });

  it('tells a read-only account why it cannot change recipients, selection or not', async () => {
    renderSelection(SELECTED, { credentials: VIEWER_CREDENTIALS });
    expect(await screen.findByText(READ_ONLY_REASON, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument());
  });
});
