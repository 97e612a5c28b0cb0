/**
 * The copies of a schedule on other sites (issue 35) against the mock service: found from every
 * other site's list, the looser title-and-cadence match named as such and left unticked; a change
 * applied to the ticked copies reaches exactly them; a colleague's rename between the review and
 * Apply is kept and listed as changed since the review; deleting some leaves the others.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ScheduleCopiesPage from '#src/app/routes/schedule-copies';
import { setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi({ siteCount: 24 });
const SLOW = { timeout: 15_000 };
const TITLE = 'Copies test traffic';
const LEE = { name: 'Lee', email: 'lee@client.example' };

/** A weekly schedule on one site, the same on three others, and a looser match on a fifth. */
function seedCopies() {
  const { store } = mockApi.service();
  // A title no seeded schedule has, so the copies found are these only.
  const sites = store.sites().slice(0, 6);
  const make = (siteId: string, title: string, recipients = [LEE], value: 7 | 14 = 7) =>
    store.createSchedule({
      site_id: siteId,
      title,
      next_scheduled_date: '2030-01-07T09:00:00Z',
      template_uuid: store.templates(store.site(siteId)?.account.id ?? '')[0]?.template_uuid ?? '',
      frequency: { unit: 'DAYS', value },
      recipients,
      sections: [],
    });
  const [a, b, c, d, e, f] = sites;
  if (!a || !b || !c || !d || !e || !f) throw new Error('Not enough sites');
  const source = make(a.id, TITLE);
  const copies = [make(b.id, TITLE), make(c.id, TITLE), make(d.id, TITLE)];
  const looser = make(e.id, TITLE, [{ name: 'Kim', email: 'kim@client.example' }]);
  const other = make(f.id, TITLE, [LEE], 14);
  return { sites, source, copies, looser, other };
}

function renderPage(siteId: string, uuid: string) {
  return renderWithApp(<ScheduleCopiesPage />, {
    route: `/sites/${siteId}/schedules/${uuid}/copies`,
    path: '/sites/:siteId/schedules/:scheduleId/copies',
  });
}

async function chooseMonthly(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Change them' }));
  await user.click(screen.getByRole('checkbox', { name: 'Cadence and first run' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cadence' }), 'monthly');
  const date = screen.getByLabelText(/First run date/);
  await user.clear(date);
  await user.type(date, '2030-02-03');
  await user.click(screen.getByRole('button', { name: 'Review the change' }));
}

const stored = (uuid: string) => mockApi.service().store.schedule(uuid);

describe('the copies of a schedule on other sites', () => {
  it('finds the copies, names the looser match, and changes the cadence of exactly the ticked ones', async () => {
    const { sites, source, copies, looser, other } = seedCopies();
    const { user } = renderPage(sites[0]?.id ?? '', source.uuid);
    const found = await screen.findByRole('region', { name: 'Copies found' }, SLOW);
    expect(within(found).getByText(/^4 schedules found on 4 of/)).toBeVisible();
    expect(within(found).getAllByText(/^Same schedule/)).toHaveLength(3);
    expect(within(found).getByText(/^Same title and cadence only/)).toBeVisible();
    const loose = within(found).getByRole('region', { name: sites[4]?.name ?? '' });
    expect(within(loose).getByRole('checkbox', { name: TITLE })).not.toBeChecked();
    await chooseMonthly(user);
    const review = await screen.findByRole('region', { name: 'Review the change' });
    // What changes on each copy, as a list in words.
    expect(within(review).getAllByText(/: Its cadence and first run will change$/)).toHaveLength(3);
    await user.click(within(review).getByRole('button', { name: 'Change 3 schedules on 3 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeVisible();
    for (const copy of copies) {
      expect(stored(copy.uuid)?.frequency).toEqual({ unit: 'MONTHLY', value: 3 });
    }
    for (const untouched of [source, looser, other]) {
      expect(stored(untouched.uuid)?.frequency).toEqual(untouched.frequency);
    }
  });

  it('keeps a colleague’s rename made since the review and lists it as changed since the review', async () => {
    const { sites, source, copies } = seedCopies();
    const [renamed, ...rest] = copies;
    if (!renamed) throw new Error('No copies');
    const { user } = renderPage(sites[0]?.id ?? '', source.uuid);
    await screen.findByRole('region', { name: 'Copies found' }, SLOW);
    await chooseMonthly(user);
    const review = await screen.findByRole('region', { name: 'Review the change' });
    mockApi.service().store.updateSchedule(renamed.uuid, { title: 'Copies test traffic (EU)' });
    await user.click(within(review).getByRole('button', { name: /^Change 3 schedules/ }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText(/Changed since the review: Title/)).toBeVisible();
    expect(stored(renamed.uuid)?.title).toBe('Copies test traffic (EU)');
    expect(stored(renamed.uuid)?.frequency).toEqual({ unit: 'DAYS', value: 7 });
    for (const copy of rest) expect(stored(copy.uuid)?.frequency.unit).toBe('MONTHLY');
    // Offered again as it is now.
    await user.click(
      screen.getByRole('button', { name: 'Review again the 1 schedule changed since the review' }),
    );
    const again = await screen.findByRole('region', { name: 'Review the change' });
    await user.click(within(again).getByRole('button', { name: 'Change 1 schedule on 1 site' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(stored(renamed.uuid)?.title).toBe('Copies test traffic (EU)');
    expect(stored(renamed.uuid)?.frequency.unit).toBe('MONTHLY');
  });

  it('deletes the ticked copies only', async () => {
    const { sites, source, copies } = seedCopies();
    const [kept, ...deleted] = copies;
    if (!kept) throw new Error('No copies');
    const { user } = renderPage(sites[0]?.id ?? '', source.uuid);
    const found = await screen.findByRole('region', { name: 'Copies found' }, SLOW);
    const keptSite = within(found).getByRole('region', { name: sites[1]?.name ?? '' });
    await user.click(within(keptSite).getByRole('checkbox', { name: TITLE }));
    await user.click(screen.getByRole('radio', { name: 'Delete them' }));
    await user.click(screen.getByRole('button', { name: 'Review the change' }));
    const review = await screen.findByRole('region', { name: 'Review the change' });
    await user.click(within(review).getByRole('button', { name: 'Delete 2 schedules on 2 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('2 schedules deleted, 0 failed, 0 skipped.')).toBeVisible();
    expect(stored(kept.uuid)).toBeDefined();
    for (const copy of deleted) expect(stored(copy.uuid)).toBeUndefined();
    expect(stored(source.uuid)).toBeDefined();
  });
});
