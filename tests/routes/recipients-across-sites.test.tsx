/**
 * A recipient changed across sites (issue 35) against the mock service: the input refused before
 * any read, the schedules found on the chosen sites and reviewed site by site, the change applied
 * with the one-site rules (no only recipient removed, no address twice), and what happens between
 * the review and Apply: a colleague's change is kept and listed as changed since the review, a
 * 403 makes one site read-only while the others go on, and a PATCH whose answer was lost is not
 * sent twice.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RecipientsAcrossSitesPage from '#src/app/routes/recipients-across-sites';
import { setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi({ siteCount: 24 });
const SLOW = { timeout: 15_000 };
const DANA = 'dana@agency.example';
const SAM = 'sam@agency.example';
const LEE = { name: 'Lee', email: 'lee@client.example' };

/** Three sites without reports, each given schedules that send to Dana. */
function seedSites() {
  const { store } = mockApi.service();
  const sites = store
    .sites()
    .filter((site) => store.listSchedules(site.id).length === 0)
    .slice(0, 3);
  const make = (siteId: string, title: string, recipients: { name: string; email: string }[]) =>
    store.createSchedule({
      site_id: siteId,
      title,
      next_scheduled_date: '2030-01-07T09:00:00Z',
      template_uuid: store.templates(store.site(siteId)?.account.id ?? '')[0]?.template_uuid ?? '',
      frequency: { unit: 'DAYS', value: 7 },
      recipients,
      sections: [],
    });
  const [a, b, c] = sites;
  if (!a || !b || !c) throw new Error('Not enough sites without reports');
  const schedules = [
    make(a.id, 'A weekly', [{ name: 'Dana', email: DANA }, LEE]),
    make(a.id, 'A only Dana', [{ name: 'Dana', email: DANA }]),
    make(b.id, 'B weekly', [
      { name: 'Dana', email: DANA },
      { name: 'Sam', email: SAM },
    ]),
    make(c.id, 'C weekly', [LEE, { name: 'Dana', email: DANA.toUpperCase() }]),
  ];
  return { sites, schedules };
}

function renderPage() {
  return renderWithApp(<RecipientsAcrossSitesPage />, {
    route: '/recipients',
    path: '/recipients',
  });
}

async function chooseSites(user: UserEvent, sites: readonly { name: string }[]) {
  const search = await screen.findByRole('searchbox', { name: 'Search sites' }, SLOW);
  for (const site of sites) {
    await user.clear(search);
    await user.type(search, site.name);
    await user.click(
      await screen.findByRole('checkbox', { name: new RegExp(`^${site.name}( \\(|$)`) }),
    );
  }
}

async function askReplace(user: UserEvent, find: string, email: string) {
  await user.click(screen.getByRole('radio', { name: 'Replace an address with another' }));
  await user.type(screen.getByRole('textbox', { name: 'Address to replace' }), find);
  await user.type(screen.getByRole('textbox', { name: /New recipient's email/ }), email);
  await user.click(screen.getByRole('button', { name: /^Find the schedules on/ }));
}

const listReads = () => {
  const reads: string[] = [];
  mockApi.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/v1/site_reports/schedules') {
      reads.push(url.searchParams.get('site_id') ?? '');
    }
  });
  return reads;
};

const emailsOf = (uuid: string) =>
  mockApi
    .service()
    .store.schedule(uuid)
    ?.recipients.map(({ email }) => email.toLowerCase());

describe('changing a recipient across sites', () => {
  it('refuses an address that is not an email, or the same address twice, before reading', async () => {
    const { sites } = seedSites();
    const { user } = renderPage();
    await chooseSites(user, sites);
    const reads = listReads();
    const before = reads.length;
    await askReplace(user, 'dana@', SAM);
    expect(screen.getByRole('textbox', { name: 'Address to replace' })).toHaveAccessibleDescription(
      /email/i,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Address to replace' }));
    await user.type(screen.getByRole('textbox', { name: 'Address to replace' }), DANA);
    await user.clear(screen.getByRole('textbox', { name: /New recipient's email/ }));
    await user.type(
      screen.getByRole('textbox', { name: /New recipient's email/ }),
      'Dana@Agency.example',
    );
    await user.click(screen.getByRole('button', { name: /^Find the schedules on/ }));
    expect(
      screen.getByRole('textbox', { name: /New recipient's email/ }),
    ).toHaveAccessibleDescription(/different address/);
    expect(screen.queryByRole('heading', { name: 'Review the changes' })).not.toBeInTheDocument();
    expect(reads.slice(before).filter((id) => sites.some((site) => site.id === id))).toEqual([]);
  });

  it('replaces an address on every site: none has it twice, none lost its only recipient', async () => {
    const { sites, schedules } = seedSites();
    const reportReads: string[] = [];
    mockApi.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/site_reports') reportReads.push(request.url);
    });
    const { user } = renderPage();
    await chooseSites(user, sites);
    await askReplace(user, DANA, SAM);
    const review = await screen.findByRole('region', { name: 'Review the changes' }, SLOW);
    // Site by site: each site's schedules under its name.
    for (const site of sites) {
      expect(
        within(review).getByRole('heading', { name: new RegExp(`^${site.name}`) }),
      ).toBeVisible();
    }
    // Finding needs the sites' schedules alone: none of their sent reports is read.
    expect(reportReads).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Change 4 schedules on 3 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('4 schedules changed, 0 failed, 0 skipped.')).toBeVisible();
    for (const schedule of schedules) {
      const emails = emailsOf(schedule.uuid) ?? [];
      expect(emails).not.toContain(DANA);
      expect(emails.filter((email) => email === SAM)).toHaveLength(1);
    }
  });

  it('keeps a colleague’s change made since the review and lists it, and goes on past a 403', async () => {
    const { sites, schedules } = seedSites();
    const [aWeekly, , bWeekly] = schedules;
    if (!aWeekly || !bWeekly) throw new Error('No schedules');
    mockApi.server.use(
      http.patch(`*/v1/site_reports/schedules/${bWeekly.uuid}`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { user } = renderPage();
    await chooseSites(user, sites);
    await askReplace(user, DANA, SAM);
    const review = await screen.findByRole('region', { name: 'Review the changes' }, SLOW);
    mockApi.service().store.updateSchedule(aWeekly.uuid, { title: 'A weekly (renamed)' });
    await user.click(within(review).getByRole('button', { name: /^Change 4 schedules/ }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText(/Changed since the review: Title/)).toBeVisible();
    expect(mockApi.service().store.schedule(aWeekly.uuid)?.title).toBe('A weekly (renamed)');
    expect(emailsOf(aWeekly.uuid)).toContain(DANA);
    expect(screen.getByText(/Not allowed/)).toBeVisible();
    // The other sites went on.
    expect(emailsOf(schedules[3]?.uuid ?? '')).toContain(SAM);
    expect(
      screen.getByRole('button', { name: 'Review again the 1 schedule changed since the review' }),
    ).toBeVisible();
  });

  it('does not send a PATCH twice when its answer was lost', async () => {
    const { sites, schedules } = seedSites();
    const [aWeekly] = schedules;
    if (!aWeekly) throw new Error('No schedules');
    let patches = 0;
    mockApi.server.use(
      http.patch(`*/v1/site_reports/schedules/${aWeekly.uuid}`, async ({ request }) => {
        patches += 1;
        const body = (await request.json()) as { recipients: { name: string; email: string }[] };
        mockApi.service().store.updateSchedule(aWeekly.uuid, {
          recipients: body.recipients.map(({ name, email }) => ({ name: name ?? '', email })),
        });
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderPage();
    await chooseSites(user, sites);
    await askReplace(user, DANA, SAM);
    const review = await screen.findByRole('region', { name: 'Review the changes' }, SLOW);
    await user.click(within(review).getByRole('button', { name: /^Change 4 schedules/ }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(patches).toBe(1);
    expect(screen.getByText('4 schedules changed, 0 failed, 0 skipped.')).toBeVisible();
    expect(screen.getByText(/Already done/)).toBeVisible();
  });
});
