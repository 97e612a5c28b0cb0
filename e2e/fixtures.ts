import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import type { Locator, Page, Request } from '@playwright/test';
import type { DemoSiteCount } from '#src/lib/demo/demo-sites';
import { SESSION_KEY, type Session } from '#src/lib/session/stored-session';
import { userDisplayName } from '#src/domain/platform-schemas';
import { MOCK_USERS } from '#src/mock-service/users';
import { ACME_SITE_ID } from '#src/mock-service/directory';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import { FAULTS_STORAGE_KEY, SITE_COUNT_STORAGE_KEY } from '#src/mock-service/persistence';

// The demo's sites, from the mock service's directory rather than copied.
export {
  ACME_SITE_ID as ACME,
  GLOBEX_SITE_ID as GLOBEX,
  INITECH_SITE_ID as INITECH,
} from '#src/mock-service/directory';

export const listPath = (siteId: string) => `/sites/${siteId}/schedules`;

/**
 * Opens `path` unless the page shows it already, as it does after `openSignedIn(page, account, path)`:
 * loading it again would only repeat the app's start (seconds on a busy machine) and test nothing.
 */
export async function openPath(page: Page, path: string) {
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` !== path) await page.goto(path);
}

/** From the site's list (Acme Marketing's unless given), New schedule: the empty form. */
export async function openNewScheduleForm(page: Page, siteId: string = ACME_SITE_ID) {
  await openPath(page, listPath(siteId));
  await page.getByRole('link', { name: 'New schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
}

/** What the form needs besides its defaults: a title and one recipient. */
export async function fillBasics(page: Page, title: string, email = 'jane@example.com') {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill(email);
}

/**
 * The first schedule's Edit link: on screen only once schedules have loaded (unlike the first
 * list item, which the breadcrumb provides at once).
 */
export const firstSchedule = (page: Page) => page.getByRole('link', { name: /^Edit / }).first();

type Account = 'demo' | 'viewer';

/**
 * The demo of the tests that wait for every site's reports counted: 20 sites instead of 260
 * (Demo settings' "Sites in the demo"). Acme, Globex, Initech with its 5,000 schedules and
 * Quillfeather Stationers are there at every size, and 4 of the 20 have no reports
 * (docs/testing.md). Set it with `startDemoWithSites` before signing in.
 */
export const COUNTED_DEMO_SITES = 20 satisfies DemoSiteCount;

/**
 * Starts the demo with `count` sites, as if the user had chosen it in Demo settings before (a new
 * browser context has no demo data to reset): the size goes into localStorage before the app's
 * code runs, unless a size is there already, so a reload, another tab or a size chosen since in
 * Demo settings keeps what the page has. Call it before `openSignedIn`.
 */
export async function startDemoWithSites(page: Page, count: DemoSiteCount) {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [SITE_COUNT_STORAGE_KEY, JSON.stringify(count)] as const,
  );
}

/**
 * Starts the demo's mock with these faults switched on (kept in localStorage, read when the demo
 * starts), and each request answered after `latencyMs`. Call it before `openSignedIn`.
 */
export async function startDemoWithFaults(
  page: Page,
  failures: FaultSettings['failures'],
  latencyMs = 0,
) {
  await page.addInitScript(
    ([key, settings]) => {
      // Once: a reload must find the faults as the run left them, not switched on again.
      if (sessionStorage.getItem('e2e.faults-set')) return;
      sessionStorage.setItem('e2e.faults-set', '1');
      localStorage.setItem(key, settings);
    },
    [FAULTS_STORAGE_KEY, JSON.stringify({ latencyMs, failures })] as const,
  );
}

/**
 * How long a test may wait for the Sites page to count every site's reports in the demo of
 * COUNTED_DEMO_SITES (20 sites, one of them Initech's 5,000 schedules, read 4 at a time), and
 * how long such a test has in all (it may count twice, and scan the page). Seen with two workers
 * on a 2-core machine shared with another test run (load 6 to 11): counting up to 7.8 s, such a
 * test up to 35 s; these are about 3 times that, for a busy CI machine (docs/testing.md). The 260
 * sites of the default demo took up to 38 s to count here, and timed out at 30 s in CI.
 */
export const COUNTING_MS = 30_000;
const COUNTING_TEST_MS = 100_000;

/**
 * For a spec whose tests wait for the Sites page to count every site: each starts the demo of
 * COUNTED_DEMO_SITES and has COUNTING_TEST_MS in all. Call it at the top of the spec file.
 */
export function runOnCountedDemo() {
  test.describe.configure({ timeout: COUNTING_TEST_MS });
  test.beforeEach(({ page }) => startDemoWithSites(page, COUNTED_DEMO_SITES));
}

/**
 * How long a test may wait for Initech's first rows: 5,000 schedules made, sent and sorted while
 * another browser shares the machine's two cores (17 s seen locally with two workers). How fast
 * they come is the bench's question (docs/performance.md), not a test's.
 */
export const INITECH_LIST_MS = 30_000;

/** Sign in through the form, as a user does, and wait for the page behind it. */
export async function signIn(page: Page, account: Account = 'demo', returnTo = '/') {
  await page.goto(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Opens `path` signed in as `account`, as a tab that signed in before would: the session the
 * sign-in form keeps (its credentials and the name GET /user gave) is in this tab's
 * sessionStorage before the app's code runs. For the tests that are not about signing in: the
 * form's page and its answer cost a test seconds, and the sign-in tests cover them. Seeded once
 * per tab, so signing out stays signed out.
 */
export async function openSignedIn(page: Page, account: Account = 'demo', path = '/') {
  const user = MOCK_USERS.find((each) => each.username === account);
  if (!user) throw new Error(`The mock service has no user "${account}"`);
  const session: Session = {
    credentials: { username: user.username, password: user.password },
    user: { name: userDisplayName(user.profile), email: user.profile.email },
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.session-seeded') !== null) return;
      sessionStorage.setItem('e2e.session-seeded', '1');
      sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  await page.goto(path);
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousAxeViolations(page: Page) {
  // At rest: a colour caught in the middle of a transition (a fade, a button's hover) can fail a
  // contrast it does not have. Endless animations (a progress bar's, a skeleton's) are not waited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every rule still runs and every violation is reported; only the nodes that passed are
    // not listed, which took a tenth of a scan's 2 to 3 s here.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * An 'HH:mm' time of day as the page writes it, in the clock convention of the project's locale:
 * '21:00' in en-GB, '9:00 PM' in en-US. Read from Node's Intl, not from the app.
 */
export function clock(time: string): string {
  const locale = test.info().project.use.locale ?? 'en-US';
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  if (hourCycle === 'h23' || hourCycle === 'h24') return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A POST that creates a schedule, not the site-access probe (a POST without a title, which the
 * service can never carry out: docs/decisions/009-site-access.md).
 */
export function isCreateRequest(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().includes('/site_reports/schedules'))
    return false;
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null && 'title' in body;
}

/** The rows of the schedule table (desktop), one per schedule shown. */
export const scheduleRows = (page: Page) =>
  page.getByRole('table', { name: 'Report schedules' }).locator('tbody').getByRole('row');

/** The row of the schedule with this title. */
export const scheduleRow = (page: Page, title: string) =>
  scheduleRows(page).filter({ hasText: title });

/** The marks a schedule's row header may show before its title: read with the row, not its name. */
const ROW_MARKS = /^(?:(?:Not sent|Just saved)\s+)+/;

/** A schedule's title as its row shows it, less the marks before it ("Not sent"). */
export async function scheduleTitleOf(row: Locator): Promise<string> {
  return (await row.getByRole('rowheader').innerText()).replace(ROW_MARKS, '');
}

/**
 * Opens the More actions of the schedule titled `title` (its table row, or its card on a phone;
 * looked for in `scope`, the whole page unless given) and returns the list it shows: Duplicate,
 * Copy to other sites, Add to calendar (.ics) and Delete, each named after the schedule
 * ("Delete Weekly traffic snapshot").
 */
export async function openRowActions(
  page: Page,
  title: string,
  scope: Page | Locator = page,
): Promise<Locator> {
  const more = scope.getByRole('button', { name: `More actions for ${title}`, exact: true });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // The list the button controls, as assistive technology finds it.
  const listId = await more.getAttribute('aria-controls');
  if (!listId) throw new Error(`More actions for ${title} controls no list`);
  return page.locator(`[id="${listId}"]`);
}
