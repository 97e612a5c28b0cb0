/**
 * "Copy to other sites" against the mock service: choosing sites, a template for another
 * account's sites, the review, at most 4 creates at a time, a 429's Retry-After, and the
 * duplicate guard (a create committed and then answered 503 is found, not sent again).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CopySchedulePage from '#src/app/routes/copy-schedule';
import { CreateScheduleRequestSchema } from '#src/domain/schemas';
import { ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID } from '#src/mock-service/directory';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi();
const SLOW = { timeout: 15_000 };
const POST_URL = '*/v1/site_reports/schedules';

function source() {
  const schedule = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((candidate) => candidate.title === 'Weekly traffic snapshot');
  if (!schedule) throw new Error('No source schedule');
  return schedule;
}

function sitesOf(accountId: string, count: number) {
  return mockApi
    .service()
    .store.sites()
    .filter((site) => site.account.id === accountId && site.id !== ACME_SITE_ID)
    .slice(0, count);
}

function renderCopyPage() {
  return renderWithApp(<CopySchedulePage />, {
    route: `/sites/${ACME_SITE_ID}/schedules/${source().uuid}/copy`,
    path: '/sites/:siteId/schedules/:scheduleId/copy',
  });
}

/** Copies of the source's title on a site, as the mock holds them. */
function copiesOn(siteId: string) {
  return mockApi
    .service()
    .store.listSchedules(siteId)
    .filter((schedule) => schedule.title === 'Weekly traffic snapshot');
}

async function choose(user: UserEvent, sites: readonly { name: string }[]) {
  const search = await screen.findByRole('searchbox', { name: 'Search sites' }, SLOW);
  for (const site of sites) {
    await user.clear(search);
    await user.type(search, site.name);
    await user.click(
      await screen.findByRole('checkbox', { name: new RegExp(`^${site.name} \\(`) }),
    );
  }
}

async function reviewAndCreate(user: UserEvent, count: number) {
  await user.click(screen.getByRole('button', { name: /^Review \d+ cop/ }));
  await user.click(await screen.findByRole('button', { name: `Create on ${count} sites` }));
  return screen.findByRole('heading', { name: 'Results' }, SLOW);
}

describe('copying a schedule to other sites', () => {
  it('needs a template for another account’s site, skips it without one, and makes one copy each', async () => {
    const acme = sitesOf(ACME_ACCOUNT_ID, 2);
    const [globex] = sitesOf(GLOBEX_ACCOUNT_ID, 1);
    if (!globex) throw new Error('No Globex site');
    const { user } = renderCopyPage();
    await choose(user, [...acme, globex]);

    await user.click(screen.getByRole('button', { name: 'Review 3 copies' }));
    const review = await screen.findByRole('table', { name: 'The copies to create' });
    const globexRow = within(review).getByRole('row', { name: new RegExp(globex.name) });
    expect(globexRow).toHaveTextContent(
      /Skipped: no template chosen for .+: templates belong to accounts/,
    );
    expect(screen.getByRole('button', { name: 'Create on 2 sites' })).toBeInTheDocument();

    const picker = await screen.findByRole('combobox', { name: /^Template for .+'s site$/ });
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(1));
    const [, firstTemplate] = within(picker).getAllByRole('option');
    await user.selectOptions(picker, firstTemplate!);
    expect(
      within(review).getByRole('row', { name: new RegExp(globex.name) }),
    ).not.toHaveTextContent('Skipped');

    await user.click(screen.getByRole('button', { name: 'Create on 3 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('3 sites created, 0 failed, 0 skipped.')).toBeInTheDocument();
    for (const site of [...acme, globex]) expect(copiesOn(site.id)).toHaveLength(1);
    // The Globex copy uses Globex's template, not Acme's.
    const copy = copiesOn(globex.id)[0];
    expect(mockApi.service().store.template(copy!.template_uuid)?.account_id).toBe(
      GLOBEX_ACCOUNT_ID,
    );
  });

  it('never has more than 4 creates in flight', async () => {
    let inFlight = 0;
    let most = 0;
    mockApi.server.use(
      http.post(POST_URL, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(40);
        inFlight -= 1;
      }),
    );
    const sites = sitesOf(ACME_ACCOUNT_ID, 9);
    const { user } = renderCopyPage();
    await choose(user, sites);
    await reviewAndCreate(user, 9);
    expect(screen.getByText('9 sites created, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(most).toBe(4);
  });

  it('waits as a 429’s Retry-After asks, then sends the same create again', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { createSchedule: { status: 429, remaining: 1, retryAfterSeconds: 1 } },
    });
    const sites = sitesOf(ACME_ACCOUNT_ID, 2);
    const { user } = renderCopyPage();
    await choose(user, sites);
    await user.click(screen.getByRole('button', { name: /^Review \d+ cop/ }));
    await user.click(await screen.findByRole('button', { name: 'Create on 2 sites' }));
    // Said while it waits (found at all: it goes once the wait is over).
    await screen.findByText(/The service asked us to slow down; resuming in \d s/);
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    for (const site of sites) expect(copiesOn(site.id)).toHaveLength(1);
  });

  it('never makes two copies: a create committed then answered 503 is found on Retry failed', async () => {
    const [lost, other] = sitesOf(ACME_ACCOUNT_ID, 2);
    if (!lost || !other) throw new Error('No sites');
    const posts: string[] = [];
    mockApi.server.use(
      http.post(POST_URL, async ({ request }) => {
        const body = CreateScheduleRequestSchema.parse(await request.clone().json());
        posts.push(body.site_id);
        if (body.site_id !== lost.id || posts.filter((id) => id === lost.id).length > 1) {
          return undefined;
        }
        // The service makes it; the gateway loses the answer.
        const { site_id, title, next_scheduled_date, template_uuid, frequency, recipients } = body;
        mockApi.service().store.createSchedule({
          site_id,
          title,
          next_scheduled_date: next_scheduled_date ?? '',
          template_uuid: template_uuid ?? '',
          frequency: frequency ?? { unit: 'DAYS', value: 7 },
          recipients: recipients.map(({ name, email }) => ({ name: name ?? '', email })),
          sections: body.sections ?? [],
        });
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderCopyPage();
    await choose(user, [lost, other]);
    await reviewAndCreate(user, 2);
    expect(screen.getByText('1 site created, 1 failed, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByText(/may have been created all the same/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(
      () => expect(screen.getByText('2 sites created, 0 failed, 0 skipped.')).toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByText(/Already there/)).toBeInTheDocument();
    expect(copiesOn(lost.id)).toHaveLength(1);
    // Sent once: the retry found it and did not send it again.
    expect(posts.filter((id) => id === lost.id)).toHaveLength(1);
  });
});
