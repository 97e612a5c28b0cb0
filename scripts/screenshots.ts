/**
 * The README's screenshots (`npm run screenshots`): the production build in demo mode, with the
 * clock fixed so the runs and "next run" dates are the same on every run, each view at a desktop
 * (1280×800) and a phone (375×812) width, written to docs/screenshots/<view>-<width>.png, and in
 * the dark scheme (the system's setting dark) to <view>-<width>-dark.png.
 *
 *   npm run screenshots              # every view (builds dist/ first)
 *   npm run screenshots -- calendar  # only the views whose names contain "calendar"
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), DIST_DIR (default dist).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ACME_SITE_ID, INITECH_SITE_ID, THIRD_PAGE_SITE } from '#src/mock-service/directory';
import { startProductionServer } from '#src/server/production-server';
import { launchChromium, requireChromium } from './bench/chromium';
import { ensureBuild } from './bench/production-build';
import { DIST_DIR, ROOT } from './bench/settings';

const OUTPUT_DIR = path.join(ROOT, 'docs', 'screenshots');
/** The demo's seed and every run shown follow from this instant. */
const FIXED_NOW = new Date('2027-01-20T15:00:00Z');
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
/** The system's colour scheme, which the app follows, and the file name's suffix for it. */
const SCHEMES = [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const;
/** Each width in each scheme. */
const SHOTS = SCHEMES.flatMap((scheme) => WIDTHS.map((viewport) => ({ viewport, ...scheme })));

interface View {
  name: string;
  path: string;
  /** Waits for the view, and brings it to the state worth showing. */
  show: (page: Page) => Promise<void>;
  /** The whole page rather than the first screenful. */
  fullPage?: boolean;
}

const acme = (rest: string) => `/sites/${ACME_SITE_ID}${rest}`;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Ticks three of Acme's schedules on its list (issue 50's selection). */
async function selectThreeOfAcme(page: Page) {
  for (const title of [
    'Weekly traffic snapshot',
    'Content team weekly digest',
    'Monthly stakeholder overview',
  ]) {
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  }
}

/** Shows a schedule's actions behind its row's More actions button. */
const openRowActions = (page: Page, title: string) =>
  page.getByRole('button', { name: `More actions for ${title}` }).click();

const VIEWS: View[] = [
  {
    // The landing page: all 260 sites read, two of them opened lately.
    name: 'sites',
    path: acme('/schedules'),
    show: async (page) => {
      // A site is remembered once the platform has named it (the tab title says so).
      const named = (name: string) =>
        page.waitForFunction((site) => document.title.includes(site), name);
      await named('Acme Marketing');
      await page.goto(new URL(`/sites/${THIRD_PAGE_SITE.id}/schedules`, page.url()).href);
      await named(THIRD_PAGE_SITE.name);
      await page.goto(new URL('/', page.url()).href);
      await page
        .getByRole('status')
        .filter({ hasText: /^260 sites$/ })
        .waitFor();
    },
  },
  {
    // Every site counted: its schedules, next report and cadences.
    name: 'sites-portfolio',
    path: '/',
    show: async (page) => {
      await page
        .getByText(/^[\d,]+ of [\d,]+ sites have reports · [\d,]+ schedules$/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
  {
    // Runs that produced no report: the stopped schedules of Acme marked in the list, and each
    // schedule's recent runs (issue 51).
    name: 'not-sent-list',
    path: acme('/schedules'),
    show: async (page) => {
      await page.getByRole('img', { name: /Newest: Not sent: / }).first().waitFor();
    },
  },
  {
    // The Sites page's "Reports not sent", every site's reports read and matched.
    name: 'sites-not-sent',
    path: '/?reports=not-sent',
    show: async (page) => {
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ of 260 sites have a report not sent in the last 30 days$/ })
        .waitFor({ timeout: 120_000 });
    },
  },
  {
    // Issue 51: the month's delivery across the sites counted, a day with a run not sent chosen.
    name: 'sites-delivery-month',
    path: '/',
    show: async (page) => {
      await page
        .getByText(/^[\d,]+ of [\d,]+ sites have reports · [\d,]+ schedules$/)
        .first()
        .waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Show the month’s delivery' }).click();
      const section = page.getByRole('region', { name: 'Delivery in the last 30 days' });
      await section.locator('svg').first().waitFor();
      await section.scrollIntoViewIfNeeded();
    },
  },
  {
    // Issue 51: a schedule's recent runs on its edit page, the one not sent at the end.
    name: 'edit-recent-runs',
    path: acme('/schedules'),
    show: async (page) => {
      await page.getByRole('link', { name: 'Edit Weekly traffic snapshot', exact: true }).click();
      await page.getByRole('list', { name: 'Recent runs, oldest first' }).waitFor();
    },
  },
  {
    name: 'coming-up',
    path: '/?upcoming=7',
    show: async (page) => {
      await page
        .getByText(/^[\d,]+ of [\d,]+ sites have reports · [\d,]+ schedules$/)
        .first()
        .waitFor({ timeout: 60_000 });
      const comingUp = page.getByRole('region', { name: 'Coming up' });
      await comingUp.getByRole('heading', { level: 3 }).first().waitFor();
      await comingUp.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'list',
    path: acme('/schedules'),
    show: async (page) => {
      await page.getByRole('rowheader').or(page.getByRole('article')).first().waitFor();
    },
  },
  {
    // Issue 50: three schedules selected, the bar below the rows with what can be done to them.
    name: 'list-selection',
    path: acme('/schedules'),
    show: async (page) => {
      await selectThreeOfAcme(page);
      await page.getByRole('region', { name: 'Selection' }).waitFor();
    },
  },
  {
    // Issue 50: the three deleted, with "Create them again".
    name: 'bulk-delete-results',
    path: acme('/schedules'),
    show: async (page) => {
      await selectThreeOfAcme(page);
      await page.getByRole('button', { name: 'Delete 3' }).click();
      await page.getByRole('button', { name: 'Delete 3 schedules' }).click();
      await page.getByRole('button', { name: 'Create them again' }).waitFor();
    },
  },
  {
    // Issue 50: the site switcher (Ctrl+K) over Acme's list, part of a name typed.
    name: 'site-switcher',
    path: acme('/schedules'),
    show: async (page) => {
      await page.getByRole('rowheader').or(page.getByRole('article')).first().waitFor();
      await page.getByRole('button', { name: /Go to site/ }).click();
      const switcher = page.getByRole('dialog', { name: 'Go to a site' });
      await switcher.getByRole('combobox', { name: /Search sites/ }).fill('river');
      await switcher.getByRole('option').first().waitFor();
    },
  },
  {
    // Initech's 5,000: 15 rows in view, and a long title read whole on its row under the pointer.
    name: 'list-initech',
    path: `/sites/${INITECH_SITE_ID}/schedules`,
    show: async (page) => {
      const first = page.getByRole('rowheader').or(page.getByRole('article')).nth(3);
      await first.waitFor();
      if ((page.viewportSize()?.width ?? 0) >= 900) await first.hover();
    },
  },
  {
    name: 'calendar',
    path: acme('/calendar?month=2027-03&day=2027-03-31'),
    show: (page) => heading(page, 'Run calendar'),
    fullPage: true,
  },
  {
    name: 'calendar-initech',
    path: `/sites/${INITECH_SITE_ID}/calendar?month=2027-02`,
    show: (page) => heading(page, 'Run calendar'),
  },
  {
    name: 'bulk-recipients-review',
    path: acme('/recipients'),
    show: async (page) => {
      await page.getByLabel('Email address').fill('dana.whitfield@acme-marketing.example');
      await page.getByRole('button', { name: 'Find schedules' }).click();
      await page.getByRole('radio', { name: 'Replace with another recipient' }).check();
      await page.getByLabel("New recipient's name (optional)").fill('Robin Hale');
      await page.getByLabel(/New recipient's email/).fill('robin.hale@acme-marketing.example');
      await page.getByRole('button', { name: 'Review changes' }).click();
      await page.getByRole('heading', { name: 'Review the changes' }).waitFor();
    },
    fullPage: true,
  },
  {
    name: 'delete-confirmation',
    path: acme('/schedules'),
    show: async (page) => {
      await openRowActions(page, 'Weekly traffic snapshot');
      await page.getByRole('button', { name: 'Delete Weekly traffic snapshot' }).click();
      await page.getByRole('dialog', { name: 'Stop “Weekly traffic snapshot”?' }).waitFor();
    },
  },
  {
    name: 'delete-notice',
    path: acme('/schedules'),
    show: async (page) => {
      await openRowActions(page, 'Weekly traffic snapshot');
      await page.getByRole('button', { name: 'Delete Weekly traffic snapshot' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop “Weekly traffic snapshot”?' });
      await dialog.getByRole('button', { name: 'Delete schedule' }).click();
      await page.getByRole('link', { name: 'Create it again' }).waitFor();
    },
  },
  {
    // Found by a recipient's address, each report with its period and its PDF.
    name: 'sent-reports',
    path: acme('/reports'),
    show: async (page) => {
      await page
        .getByRole('link', { name: /^Download PDF/ })
        .first()
        .waitFor();
    },
  },
  {
    // Three sites, one of another account with its own template chosen.
    name: 'rollout-review',
    path: acme('/schedules'),
    show: async (page) => {
      await openRowActions(page, 'Weekly traffic snapshot');
      await page.getByRole('link', { name: 'Copy Weekly traffic snapshot to other sites' }).click();
      const search = page.getByRole('searchbox', { name: 'Search sites' });
      for (const name of [
        'Evergreen Dental Group',
        'Foxglove Brewing Co.',
        'Clearwater Coworking',
      ]) {
        await search.fill(name);
        await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
      }
      await search.fill('');
      await page.getByRole('button', { name: 'Review 3 copies' }).click();
      // The account's picker: each Globex site's line has one of its own ("Template for <site>").
      const picker = page.getByRole('combobox', { name: /^Template for .+'s site$/ });
      await picker.locator('option').nth(1).waitFor({ state: 'attached' });
      await picker.selectOption({ index: 1 });
      await page.getByRole('table', { name: 'The copies to create' }).scrollIntoViewIfNeeded();
    },
    fullPage: true,
  },
  {
    name: 'rollout-results',
    path: acme('/schedules'),
    show: async (page) => {
      await openRowActions(page, 'Weekly traffic snapshot');
      await page.getByRole('link', { name: 'Copy Weekly traffic snapshot to other sites' }).click();
      const search = page.getByRole('searchbox', { name: 'Search sites' });
      for (const name of ['Evergreen Dental Group', 'Foxglove Brewing Co.']) {
        await search.fill(name);
        await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
      }
      await page.getByRole('button', { name: 'Review 2 copies' }).click();
      await page.getByRole('button', { name: 'Create on 2 sites' }).click();
      await page.getByRole('heading', { name: 'Results' }).waitFor();
    },
  },
  {
    // Acme's mailbox replaced on three Acme sites: the review, site by site, each box ticked.
    name: 'recipients-across-sites-review',
    path: '/recipients',
    show: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search sites' });
      for (const name of ['Amberly Catering', 'Atlas Farms', 'Beacon Hill Books']) {
        await search.fill(name);
        await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
      }
      await search.fill('');
      await page.getByRole('radio', { name: 'Replace an address with another' }).check();
      await page
        .getByRole('textbox', { name: 'Address to replace' })
        .fill('reports@acme-marketing.example');
      await page.getByLabel("New recipient's name (optional)").fill('Client reports');
      await page
        .getByRole('textbox', { name: /New recipient's email/ })
        .fill('client-reports@acme-marketing.example');
      await page.getByRole('button', { name: 'Find the schedules on 3 sites' }).click();
      const review = page.getByRole('heading', { name: 'Review the changes' });
      await review.waitFor({ timeout: 60_000 });
      await review.scrollIntoViewIfNeeded();
    },
    fullPage: true,
  },
  {
    // "Weekly traffic snapshot" rolled out to two sites, its copies found from its edit page
    // (every other site read), and a new cadence for both reviewed.
    name: 'schedule-copies',
    path: acme('/schedules'),
    show: async (page) => {
      await openRowActions(page, 'Weekly traffic snapshot');
      await page.getByRole('link', { name: 'Copy Weekly traffic snapshot to other sites' }).click();
      const search = page.getByRole('searchbox', { name: 'Search sites' });
      for (const name of ['Evergreen Dental Group', 'Foxglove Brewing Co.']) {
        await search.fill(name);
        await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
      }
      await page.getByRole('button', { name: 'Review 2 copies' }).click();
      await page.getByRole('button', { name: 'Create on 2 sites' }).click();
      await page.getByRole('heading', { name: 'Results' }).waitFor();
      await page.goto(new URL(acme('/schedules'), page.url()).href);
      await page.getByRole('link', { name: 'Edit Weekly traffic snapshot' }).click();
      await page.getByRole('link', { name: 'Copies on other sites' }).click();
      await page.getByRole('region', { name: 'Copies found' }).waitFor({ timeout: 120_000 });
      await page.getByRole('radio', { name: 'Change them' }).check();
      await page.getByRole('checkbox', { name: 'Cadence and first run' }).check();
      await page.getByRole('combobox', { name: 'Cadence' }).selectOption('biweekly');
      await page.getByLabel(/First run date/).fill('2027-02-03');
      await page.getByRole('button', { name: 'Review the change' }).click();
      const review = page.getByRole('heading', { name: 'Review the change' });
      await review.waitFor();
      await review.scrollIntoViewIfNeeded();
    },
    fullPage: true,
  },
  {
    // The form's sections from the service's catalogue: named, grouped, the cover fixed.
    name: 'form-sections',
    path: acme('/schedules/new'),
    show: async (page) => {
      await heading(page, 'New schedule');
      const sections = page.getByRole('group', { name: 'Sections', exact: true });
      await sections.getByRole('group', { name: 'Overview' }).waitFor();
      await sections.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'edit-review',
    path: acme('/schedules'),
    show: async (page) => {
      await page.getByRole('link', { name: 'Edit Weekly traffic snapshot' }).click();
      await page.getByLabel('Title').fill('Weekly traffic and conversions');
      await page.getByRole('radio', { name: /Monthly/ }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { name: 'Review your changes' }).waitFor();
      await page.getByRole('heading', { name: 'Review your changes' }).scrollIntoViewIfNeeded();
    },
    fullPage: true,
  },
];

/**
 * Signs in as the demo user through the form, as a person does (so the account button greets
 * them by the name `GET /user` gives), and lands on `returnTo`.
 */
async function signIn(page: Page, baseUrl: string, returnTo: string) {
  await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function shoot(browser: Browser, baseUrl: string, view: View) {
  for (const { viewport, colorScheme, suffix } of SHOTS) {
    const context = await browser.newContext({
      viewport,
      colorScheme,
      locale: 'en-US',
      timezoneId: 'America/New_York',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_NOW);
    await signIn(page, baseUrl, view.path);
    await view.show(page);
    // Nothing may be wider than the window, a phone's least of all: said, not hidden in the crop.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) {
      console.warn(
        `  ${view.name} at ${viewport.width} px is ${overflow} px wider than the window`,
      );
    }
    // Let fonts, images and the last layout settle.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const file = path.join(OUTPUT_DIR, `${view.name}-${viewport.width}${suffix}.png`);
    await page.screenshot({ path: file, fullPage: view.fullPage ?? false });
    console.log(`  ${path.relative(ROOT, file)}`);
    await context.close();
  }
}

async function main() {
  requireChromium();
  ensureBuild({ rebuild: true });
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const filters = process.argv.slice(2);
  const views = VIEWS.filter(
    (view) => filters.length === 0 || filters.some((filter) => view.name.includes(filter)),
  );
  const server = await startProductionServer({ distDir: DIST_DIR, port: 0, logger: false });
  const browser = await launchChromium();
  try {
    console.log(`Screenshots of ${server.url} (demo mode) at ${FIXED_NOW.toISOString()}:`);
    for (const view of views) await shoot(browser, server.url, view);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
