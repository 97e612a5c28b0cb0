/**
 * The one site chooser of every fan-out (issue 35), on the roll-out opened straight from a
 * schedule, without the Sites page: it counts the sites' reports itself, so "Add all without
 * reports" becomes available by itself and adds exactly the sites with none; and an account's
 * sites are added in one go.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CopySchedulePage from '#src/app/routes/copy-schedule';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

// 24 sites: the three hand-written ones (Initech's 5,000 schedules among them), 5 without reports.
const mockApi = setupMockApi({ siteCount: 24 });
const SLOW = { timeout: 15_000 };

function renderCopyPage() {
  const source = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((schedule) => schedule.title === 'Weekly traffic snapshot');
  if (!source) throw new Error('No source schedule');
  return renderWithApp(<CopySchedulePage />, {
    route: `/sites/${ACME_SITE_ID}/schedules/${source.uuid}/copy`,
    path: '/sites/:siteId/schedules/:scheduleId/copy',
  });
}

function sitesWithoutReports() {
  const { store } = mockApi.service();
  return store
    .sites()
    .filter((site) => store.listSchedules(site.id).length === 0)
    .map((site) => site.name)
    .sort();
}

describe('the site chooser', () => {
  it('counts the sites itself: "Add all without reports" adds the sites that have none', async () => {
    const { user } = renderCopyPage();
    const expected = sitesWithoutReports();
    expect(expected.length).toBeGreaterThan(0);
    const addWithout = await screen.findByRole(
      'button',
      { name: `Add all without reports (${expected.length})` },
      SLOW,
    );
    await waitFor(() => expect(addWithout).toBeEnabled(), SLOW);
    await user.click(addWithout);
    const chosen = screen
      .getAllByRole('checkbox', { checked: true })
      .map((box) => box.getAttribute('name') ?? box.closest('label')?.textContent ?? '')
      .map((label) => label.replace(/ \(.*\)$/, ''))
      .sort();
    expect(chosen).toEqual(expected);
    expect(
      screen.getByRole('group', { name: `Sites (${expected.length} chosen)` }),
    ).toBeInTheDocument();
  });

  it('adds every site of an account', async () => {
    const { user } = renderCopyPage();
    const { store } = mockApi.service();
    const source = store.sites().find((site) => site.id === ACME_SITE_ID);
    const others = store
      .sites()
      .filter((site) => site.account.id === source?.account.id && site.id !== ACME_SITE_ID);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Account' }, SLOW),
      source?.account.id ?? '',
    );
    await user.click(screen.getByRole('button', { name: 'Add all in this account' }));
    expect(
      screen.getByRole('group', { name: `Sites (${others.length} chosen)` }),
    ).toBeInTheDocument();
  });
});
