/**
 * "Copy to other sites" against the mock service: choosing sites, a template for another
 * account's sites or for one site of it, the review, at most 4 creates at a time, a 429's
 * Retry-After, and the duplicate guard (a create committed and then answered 503, or whose answer
 * the network dropped, is found, not sent again; a retry that cannot check says so); and what
 * happens meanwhile between the review and Create: a source changed elsewhere is reviewed again,
 * a copy already made elsewhere is not made twice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CopySchedulePage from '#src/app/routes/copy-schedule';
import { CreateScheduleRequestSchema, type CreateScheduleRequest } from '#src/domain/schemas';
import { ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID } from '#src/mock-service/directory';
import { GLOBEX_TEMPLATE_IDS } from '#src/mock-service/seed';
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

/** Copies of the source's title (or `title`) on a site, as the mock holds them. */
function copiesOn(siteId: string, title = 'Weekly traffic snapshot') {
  return mockApi
    .service()
    .store.listSchedules(siteId)
    .filter((schedule) => schedule.title === title);
}

/** Every create's site, in order; the creates reach the mock service as usual. */
function countPosts(): string[] {
  const posts: string[] = [];
  mockApi.server.use(
    http.post(POST_URL, async ({ request }) => {
      posts.push(CreateScheduleRequestSchema.parse(await request.clone().json()).site_id);
      return undefined;
    }),
  );
  return posts;
}

/** The mock service makes the schedule `body` asks for, as if its answer were then lost. */
function commitCreate(body: CreateScheduleRequest) {
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
}

/**
 * Every create's site, in order; the first create for `lostSite` is committed by the service and
 * its answer then lost as `loseAnswer` says. The others reach the mock service as usual.
 */
function loseFirstAnswerFor(lostSite: string, loseAnswer: () => Response): string[] {
  const posts: string[] = [];
  mockApi.server.use(
    http.post(POST_URL, async ({ request }) => {
      const body = CreateScheduleRequestSchema.parse(await request.clone().json());
      posts.push(body.site_id);
      if (body.site_id !== lostSite || posts.filter((id) => id === lostSite).length > 1) {
        return undefined;
      }
      commitCreate(body);
      return loseAnswer();
    }),
  );
  return posts;
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
  const name = `Create on ${count} site${count === 1 ? '' : 's'}`;
  await user.click(await screen.findByRole('button', { name }));
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

  it('takes a template chosen for one site over its account’s, and keeps the account’s for the others', async () => {
    const [own, shared] = sitesOf(GLOBEX_ACCOUNT_ID, 2);
    if (!own || !shared) throw new Error('No Globex sites');
    const { user } = renderCopyPage();
    await choose(user, [own, shared]);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    const review = await screen.findByRole('table', { name: 'The copies to create' });
    const rowOf = (site: { name: string }) =>
      within(review).getByRole('row', { name: new RegExp(site.name) });

    // A site's own choice: it follows its account's until one is made.
    const ownPicker = within(rowOf(own)).getByRole('combobox', {
      name: `Template for ${own.name}`,
    });
    await waitFor(() => expect(within(ownPicker).getAllByRole('option').length).toBeGreaterThan(1));
    expect(ownPicker).toHaveDisplayValue("The account's choice (none yet)");
    await user.selectOptions(ownPicker, GLOBEX_TEMPLATE_IDS.executiveSummary);
    expect(rowOf(own)).not.toHaveTextContent('Skipped');
    expect(rowOf(shared)).toHaveTextContent(/Skipped: no template chosen/);
    expect(screen.getByRole('button', { name: 'Create on 1 site' })).toBeInTheDocument();

    // The account's choice fills in the rest, and says so in their own picker.
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Template for .+'s 2 sites$/ }),
      GLOBEX_TEMPLATE_IDS.fullSiteHealth,
    );
    const sharedPicker = within(rowOf(shared)).getByRole('combobox', {
      name: `Template for ${shared.name}`,
    });
    const accountTemplate = within(sharedPicker).getByRole('option', {
      selected: true,
    }).textContent;
    expect(accountTemplate).toMatch(/^.+ \(the account's choice\)$/);
    expect(accountTemplate).not.toBe("The account's choice (none yet)");
    expect(ownPicker).toHaveValue(GLOBEX_TEMPLATE_IDS.executiveSummary);

    await user.click(screen.getByRole('button', { name: 'Create on 2 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(copiesOn(own.id).map((copy) => copy.template_uuid)).toEqual([
      GLOBEX_TEMPLATE_IDS.executiveSummary,
    ]);
    expect(copiesOn(shared.id).map((copy) => copy.template_uuid)).toEqual([
      GLOBEX_TEMPLATE_IDS.fullSiteHealth,
    ]);
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
});

describe('copying a schedule to other sites: never two copies', () => {
  it.each([
    // The service makes it; the gateway loses the answer.
    ['answered 503', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })],
    // The service makes it; the connection drops before the answer arrives.
    ['lost by the network', () => HttpResponse.error()],
  ])(
    'never makes two copies: a create committed then %s is found on Retry failed',
    async (_, lose) => {
      const [lost, other] = sitesOf(ACME_ACCOUNT_ID, 2);
      if (!lost || !other) throw new Error('No sites');
      const posts = loseFirstAnswerFor(lost.id, lose);
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
    },
  );

  it('says so when Retry failed cannot look for the copies, sends nothing, and tries again', async () => {
    const [failing, other] = sitesOf(ACME_ACCOUNT_ID, 2);
    if (!failing || !other) throw new Error('No sites');
    const posts: string[] = [];
    let listFails = false;
    mockApi.server.use(
      http.post(POST_URL, async ({ request }) => {
        const body = CreateScheduleRequestSchema.parse(await request.clone().json());
        posts.push(body.site_id);
        // Its first create is turned away (nothing made), so it is retried.
        if (body.site_id === failing.id && posts.filter((id) => id === failing.id).length === 1) {
          return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        }
        return undefined;
      }),
      http.get(POST_URL, ({ request }) =>
        listFails && new URL(request.url).searchParams.get('site_id') === failing.id
          ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderCopyPage();
    await choose(user, [failing, other]);
    await reviewAndCreate(user, 2);
    expect(screen.getByText('1 site created, 1 failed, 0 skipped.')).toBeInTheDocument();

    listFails = true;
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(
      await screen.findByRole('heading', { name: 'The retry could not start' }, SLOW),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent("The sites' schedules could not be read");
    expect(screen.getByText(/Nothing was sent/)).toBeInTheDocument();
    expect(posts).toHaveLength(2);

    // Back to the results it was a retry of, unchanged.
    await user.click(screen.getByRole('button', { name: 'Back to the results' }));
    expect(screen.getByText('1 site created, 1 failed, 0 skipped.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await screen.findByRole('heading', { name: 'The retry could not start' }, SLOW);

    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(screen.getByText('2 sites created, 0 failed, 0 skipped.')).toBeInTheDocument(),
      SLOW,
    );
    expect(copiesOn(failing.id)).toHaveLength(1);
    expect(posts.filter((id) => id === failing.id)).toHaveLength(2);
  });
});

describe('copying a schedule to other sites: what changed between the review and Create', () => {
  it('sends nothing when the schedule was changed elsewhere after the review, and reviews it again', async () => {
    const sites = sitesOf(ACME_ACCOUNT_ID, 2);
    const posts = countPosts();
    const { user } = renderCopyPage();
    await choose(user, sites);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    const review = await screen.findByRole('table', { name: 'The copies to create' });
    expect(within(review).getAllByText('Weekly traffic snapshot')).toHaveLength(2);

    // A colleague renames it while the review is on screen.
    mockApi.service().store.updateSchedule(source().uuid, { title: 'Colleague title' });
    await user.click(screen.getByRole('button', { name: 'Create on 2 sites' }));

    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent(
      'The schedule changed since you reviewed it: review the copies again',
    );
    expect(notice).toHaveTextContent(/Title\. Nothing was sent\./);
    expect(posts).toEqual([]);
    const again = screen.getByRole('table', { name: 'The copies to create' });
    expect(within(again).getAllByText('Colleague title')).toHaveLength(2);
    expect(within(again).queryByText('Weekly traffic snapshot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create on 2 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('2 sites created, 0 failed, 0 skipped.')).toBeInTheDocument();
    for (const site of sites) {
      expect(copiesOn(site.id, 'Colleague title')).toHaveLength(1);
      expect(copiesOn(site.id)).toHaveLength(0);
    }
  });

  it('sends nothing when the schedule was deleted elsewhere after the review, and says so', async () => {
    const sites = sitesOf(ACME_ACCOUNT_ID, 2);
    const posts = countPosts();
    const { user } = renderCopyPage();
    await choose(user, sites);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    await screen.findByRole('table', { name: 'The copies to create' });

    mockApi.service().store.deleteSchedule(source().uuid);
    await user.click(screen.getByRole('button', { name: 'Create on 2 sites' }));

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /“Weekly traffic snapshot” is no longer on this site’s list: .+ Nothing was copied\./,
    );
    expect(screen.queryByRole('button', { name: /^Create on/ })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    for (const site of sites) expect(copiesOn(site.id)).toHaveLength(0);
  });

  it('makes no second copy on a site that got the same schedule after the review', async () => {
    const [meanwhile, other] = sitesOf(ACME_ACCOUNT_ID, 2);
    if (!meanwhile || !other) throw new Error('No sites');
    const posts = countPosts();
    const { user } = renderCopyPage();
    await choose(user, [meanwhile, other]);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    await screen.findByRole('table', { name: 'The copies to create' });

    // A colleague's roll-out (or another tab) gives one site the same schedule.
    const { title, next_scheduled_date, template_uuid, frequency, recipients, sections } = source();
    commitCreate({
      site_id: meanwhile.id,
      title,
      next_scheduled_date,
      template_uuid,
      frequency,
      recipients,
      sections,
    });
    await user.click(screen.getByRole('button', { name: 'Create on 2 sites' }));

    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('2 sites created, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: meanwhile.name }).closest('li')).toHaveTextContent(
      /Already there/,
    );
    // One create, not two: the site that had it got none.
    expect(posts).toEqual([other.id]);
    expect(copiesOn(meanwhile.id)).toHaveLength(1);
    expect(copiesOn(other.id)).toHaveLength(1);
  });

  it('sends nothing when it cannot look for copies already there, and goes back to the review', async () => {
    const [failing, other] = sitesOf(ACME_ACCOUNT_ID, 2);
    if (!failing || !other) throw new Error('No sites');
    const posts = countPosts();
    let listFails = true;
    mockApi.server.use(
      http.get(POST_URL, ({ request }) =>
        listFails && new URL(request.url).searchParams.get('site_id') === failing.id
          ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderCopyPage();
    await choose(user, [failing, other]);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    await user.click(await screen.findByRole('button', { name: 'Create on 2 sites' }));

    expect(
      await screen.findByRole('heading', { name: 'The copies could not start' }, SLOW),
    ).toHaveFocus();
    expect(screen.getByText(/Nothing was sent/)).toBeInTheDocument();
    expect(posts).toEqual([]);

    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Back to the review' }));
    await user.click(await screen.findByRole('button', { name: 'Create on 2 sites' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('2 sites created, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });
});

describe('copying a schedule to other sites: the sections every report must have', () => {
  const SECTIONS_URL = '*/v1/site_reports/sections';

  /** Chooses one Globex site with Globex's "Security & maintenance" (cover and security). */
  async function reviewGlobexCopy(user: UserEvent) {
    const [globex] = sitesOf(GLOBEX_ACCOUNT_ID, 1);
    if (!globex) throw new Error('No Globex site');
    await choose(user, [globex]);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Template for .+'s site$/ }),
      GLOBEX_TEMPLATE_IDS.securityMaintenance,
    );
    await user.click(screen.getByRole('button', { name: 'Review 1 copy' }));
    return globex;
  }

  it('waits for the catalogue before Create, then sends the template’s mandatory sections', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockApi.server.use(
      http.get(SECTIONS_URL, async () => {
        await held;
        return undefined;
      }),
    );
    const { user } = renderCopyPage();
    const globex = await reviewGlobexCopy(user);

    const create = await screen.findByRole('button', { name: 'Create on 1 site' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the service’s sections/);

    answer();
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    // The source has cover, overview and traffic; the template has no traffic and needs security.
    expect(copiesOn(globex.id)[0]?.sections.map(({ name }) => name)).toEqual([
      'cover',
      'overview',
      'security',
    ]);
  });

  it('names a section the target’s template lacks by its display name', async () => {
    const { user } = renderCopyPage();
    const globex = await reviewGlobexCopy(user);
    const row = within(
      await screen.findByRole('table', { name: 'The copies to create' }),
    ).getByRole('row', { name: new RegExp(globex.name) });
    // The source's traffic section: "Security & maintenance" has none.
    await waitFor(() =>
      expect(row).toHaveTextContent('Section left out (not in this template): Traffic sources'),
    );
  });

  it('says why Create waits when the catalogue cannot be read, and goes on after Try again', async () => {
    mockApi.server.use(
      http.get(SECTIONS_URL, () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderCopyPage();
    await reviewGlobexCopy(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The service’s sections could not be read/);
    expect(screen.getByRole('button', { name: 'Create on 1 site' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create on 1 site' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes the copies as the source has them where the service has no catalogue (404)', async () => {
    mockApi.server.use(
      http.get(SECTIONS_URL, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const sites = sitesOf(ACME_ACCOUNT_ID, 1);
    const { user } = renderCopyPage();
    await choose(user, sites);
    await reviewAndCreate(user, 1);
    expect(copiesOn(sites[0]!.id)[0]?.sections).toEqual(source().sections);
  });
});
