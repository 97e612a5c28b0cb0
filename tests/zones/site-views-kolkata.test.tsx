/**
 * The Kolkata half of the end-to-end tests of what a zone changes (issue 32) that read a site's
 * schedules, runs and reports: the list (e2e/schedules.spec.ts), the run calendar
 * (e2e/site-calendar.spec.ts, all three), the site's calendar and spreadsheet files
 * (e2e/schedule-export.spec.ts), Sent reports (e2e/sent-reports.spec.ts) and Coming up on the
 * Sites page (e2e/sites-portfolio.spec.ts). Playwright runs those in a New York browser only;
 * here the same steps run through the app's routes against the mock service, with the process
 * (so the app's user zone) in Asia/Kolkata. Each test is named after the e2e test it stands for.
 *
 * The clock is fixed at 20:00 UTC on Wednesday 20 January 2027: 01:30 on Thursday the 21st in
 * Kolkata, while UTC and New York are still on the 20th, so what is "today" differs by zone.
 * The mock service seeds relative to it. Acme's seeded runs, in UTC and here (+05:30):
 * Weekly traffic snapshot Fridays 09:00 (14:30), Fortnightly plugin and security review
 * Sundays 14:30 (20:00), Content team weekly digest Mondays 16:00 (21:30), Month-end client
 * summary the 30th 17:00 (22:30), Last-day-of-month backup audit the 31st 06:00 (11:30),
 * Monthly stakeholder overview the 1st 09:00 (14:30), Mid-month performance report the 15th
 * 08:00 (13:30). Times read as the app writes them here, in the 24-hour clock that
 * tests/support/setup-tests.ts pins.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#src/app/router';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { inProcessTimeZone } from '#tests/support/process-zone';
import { HistoryButtons, renderApp, renderWithApp, routerLocation } from '#tests/support/render';
import { openEditLink, openRowActions } from '#tests/support/screen';
import { findRowsNamingTemplate, namesTemplate } from '#tests/support/template-names';

inProcessTimeZone('Asia/Kolkata', { now: new Date('2027-01-20T20:00:00Z') });

// The smallest demo: Acme, Globex, Initech (5,000 schedules, read only by Coming up) and one more.
const SITE_COUNT = 4;
setupMockApi({ siteCount: SITE_COUNT });

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const CALENDAR_PATH = `/sites/${ACME_SITE_ID}/calendar`;
const SLOW = { timeout: 10_000 };
/** Kolkata by its current name (ICU, Node's and Chromium's, still calls it Asia/Calcutta). */
const KOLKATA = /Asia\/Kolkata/;

/** The whole app at `route`, with Back and Forward buttons. */
function renderAppWithBack(route: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <HistoryButtons />
    </>,
    { route },
  );
}

/** The list's table once its rows name their templates (the account is known from then on). */
async function findReadyList(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Report schedules' }, SLOW);
  await findRowsNamingTemplate(table, 'Monthly client report', SLOW);
  return table;
}

/** The body rows of a table. */
function bodyRows(table: HTMLElement): HTMLElement[] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function rowOf(table: HTMLElement, title: string): HTMLElement {
  const row = bodyRows(table).find((candidate) => candidate.textContent?.includes(title));
  if (!row) throw new Error(`No row for “${title}”`);
  return row;
}

/** On the edit form: a new title, Save changes, and Confirm and save on the review. */
async function renameAndConfirm(user: UserEvent, field: HTMLElement, title: string) {
  await user.clear(field);
  await user.type(field, title);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm and save' }, SLOW));
}

describe('e2e/schedules.spec.ts in Kolkata', () => {
  it('the list shows each schedule with its cadence, next run, recipients and template', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report schedules' }, SLOW),
    ).toBeVisible();
    const table = await findReadyList();
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText(/^Times are shown in /)).toHaveTextContent(
      new RegExp(`^Times are shown in ${KOLKATA.source} \\(UTC\\+05:30\\)\\.`),
    );

    // Cadences and next runs at Kolkata's times; no daylight saving to mention.
    expect(rowOf(table, 'Last-day-of-month backup audit')).toHaveTextContent(
      'Monthly on the 31st at 11:30, or the last day of shorter months',
    );
    expect(rowOf(table, 'Last-day-of-month backup audit')).toHaveTextContent('Sun, Jan 31, 11:30');
    expect(rowOf(table, 'Fortnightly plugin and security review')).toHaveTextContent(
      'Every two weeks on Sunday at 20:00',
    );
    expect(rowOf(table, 'Fortnightly plugin and security review')).toHaveTextContent(
      'Sun, Jan 24, 20:00',
    );
    expect(rowOf(table, 'Month-end client summary')).toHaveTextContent(
      'Monthly on the 30th at 22:30, or the last day of shorter months',
    );
    expect(table).not.toHaveTextContent(/daylight saving/);

    // The first row: the soonest, Friday's 09:00 UTC, 14:30 here.
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent(/Weekly traffic snapshot$/);
    expect(first).toHaveTextContent('Every week on Friday at 14:30');
    expect(first).toHaveTextContent('Fri, Jan 22, 14:30');
    expect(first).toHaveTextContent('Dana Whitfield');
    expect(namesTemplate(first, 'Monthly client report')).toBe(true);
    expect(within(first).getByRole('link', { name: 'Edit Weekly traffic snapshot' })).toBeVisible();
    const actions = await openRowActions(user, 'Weekly traffic snapshot', table);
    expect(
      within(actions).getByRole('link', { name: 'Duplicate Weekly traffic snapshot' }),
    ).toBeVisible();
  });
});

describe('e2e/site-calendar.spec.ts in Kolkata: from the list', () => {
  it('from the list to the calendar, a day with runs, and on to a schedule', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const views = await screen.findByRole('navigation', { name: 'Views of the schedules' }, SLOW);
    await user.click(within(views).getByRole('link', { name: 'Calendar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run calendar' }, SLOW),
    ).toBeVisible();
    // Today is January 21 in Kolkata: the calendar opens on January.
    expect(await screen.findByRole('grid', { name: 'January 2027' }, SLOW)).toBeVisible();
    expect(screen.getByText(/^Days and times in /)).toHaveTextContent(
      new RegExp(`^Days and times in ${KOLKATA.source}\\.`),
    );

    await user.click(screen.getByRole('link', { name: 'Next month' }));
    await screen.findByRole('grid', { name: 'February 2027' }, SLOW);
    expect(routerLocation()).toBe(`${CALENDAR_PATH}?month=2027-02`);
    expect(
      screen.getByText("14 runs in February 2027, 2 runs moved to the month's end."),
    ).toHaveAttribute('role', 'status');

    // The first day with runs: its button says how many, and choosing it lists them.
    const busyDay = screen.getAllByRole('button', { name: /: \d+ runs?/ })[0] as HTMLElement;
    expect(busyDay).toHaveAccessibleName(/^Monday, February 1, 2027: 2 runs/);
    await user.click(busyDay);
    await waitFor(() =>
      expect(routerLocation()).toBe(`${CALENDAR_PATH}?month=2027-02&day=2027-02-01`),
    );
    const dayRuns = await screen.findByRole('list', { name: 'Runs on Monday, February 1, 2027' });
    const items = within(dayRuns).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // By time, at Kolkata's: 09:00 and 16:00 UTC.
    expect(items[0]).toHaveTextContent(/^14:30Monthly stakeholder overview/);
    expect(items[0]).toHaveTextContent('Monthly on the 1st at 14:30');
    expect(items[1]).toHaveTextContent(/^21:30Content team weekly digest/);
    expect(within(items[0] as HTMLElement).getByRole('time')).toHaveAttribute(
      'datetime',
      '2027-02-01T09:00:00.000Z',
    );

    const edit = within(dayRuns).getAllByRole('link', { name: /^Edit / })[0] as HTMLElement;
    const calendarUrl = routerLocation();
    const { title, titleField } = await openEditLink(user, edit, SLOW);
    expect(title).toBe('Monthly stakeholder overview');
    expect(screen.getByLabelText('Time')).toHaveValue('14:30');

    // Saved, the edit comes back to the calendar it started from, the same month and day.
    await renameAndConfirm(user, titleField, `${title} (from the calendar)`);
    await waitFor(() => expect(routerLocation()).toBe(calendarUrl), SLOW);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run calendar' }, SLOW),
    ).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Run calendar'),
    ).toHaveAttribute('aria-current', 'page');
    const after = await screen.findByRole(
      'list',
      { name: 'Runs on Monday, February 1, 2027' },
      SLOW,
    );
    expect(await within(after).findByText(`${title} (from the calendar)`, {}, SLOW)).toBeVisible();
  });
});

describe('e2e/site-calendar.spec.ts in Kolkata: months and days', () => {
  it('marks a monthly run moved to a short month’s end, and Back returns to the month', async () => {
    const { user } = renderAppWithBack(`${CALENDAR_PATH}?month=2030-03`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'March 2030' }, SLOW),
    ).toBeVisible();
    await screen.findByRole('grid', { name: 'March 2030' }, SLOW);
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'April 2030' }, SLOW),
    ).toBeVisible();
    // Acme's backup audit runs on the 31st at 06:00 UTC: on April 30 at 11:30 here.
    const moved = screen.getAllByRole('button', { name: /moved to the month's end/ });
    expect(moved.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      expect.stringMatching(/^Tuesday, April 30, 2030: 2 runs, 1 run moved to the month's end/),
    ]);
    await user.click(moved[0] as HTMLElement);
    const dayRuns = await screen.findByRole('list', { name: 'Runs on Tuesday, April 30, 2030' });
    const backup = within(dayRuns)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Last-day-of-month backup audit'));
    expect(backup).toHaveTextContent(/^11:30Last-day-of-month backup audit/);
    expect(backup).toHaveTextContent("Moved to the month's end: on the 30th, not the 31st");

    await user.click(screen.getByRole('button', { name: 'Test back' }));
    await user.click(screen.getByRole('button', { name: 'Test back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'March 2030' }, SLOW),
    ).toBeVisible();
    expect(routerLocation()).toBe(`${CALENDAR_PATH}?month=2030-03`);
  });

  it('the days are a grid the keyboard can walk', async () => {
    const { user } = renderApp({ route: `${CALENDAR_PATH}?month=2030-04&day=2030-04-10` });
    await screen.findByRole('grid', { name: 'April 2030' }, SLOW);
    const chosen = screen.getByRole('button', { name: /^Wednesday, April 10, 2030/ });
    expect(chosen).toBeVisible();
    act(() => chosen.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Thursday, April 11, 2030/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(routerLocation()).toMatch(/day=2030-04-11/));
    expect(
      await screen.findByRole('heading', { name: 'Runs on Thursday, April 11, 2030' }),
    ).toBeVisible();
    expect(screen.getByText('No reports go out on this day.')).toBeVisible();
    // Days in Kolkata: Friday the 12th has the weekly snapshot, at 14:30 here.
    await user.click(screen.getByRole('button', { name: /^Friday, April 12, 2030: 1 run/ }));
    const friday = await screen.findByRole('list', { name: 'Runs on Friday, April 12, 2030' });
    expect(
      within(friday)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^14:30Weekly traffic snapshot/)]);
  });
});

interface Download {
  name: string;
  type: string;
  /** The file's text, a byte order mark included. */
  text: string;
}

/**
 * Catches what the page hands to the browser's downloads (export-files.ts): the Blob given to
 * `URL.createObjectURL` (jsdom has none) and the name of the `<a download>` clicked.
 */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const clicked: { name: string; url: string }[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ name: this.download, url: this.href });
  });
  return {
    async first(): Promise<Download> {
      await waitFor(() => expect(clicked).toHaveLength(1), SLOW);
      const [click] = clicked;
      const blob = click && blobs.get(click.url);
      if (!click || !blob) throw new Error('No file was downloaded');
      // Read as bytes, so that the byte order mark is not dropped as a decoder would.
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return {
        name: click.name,
        type: blob.type,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      };
    },
  };
}

describe('e2e/schedule-export.spec.ts in Kolkata', () => {
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    downloads = catchDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  /** From the list, chooses `item` under Export and returns the file downloaded. */
  async function exportFile(item: string): Promise<Download> {
    const { user } = renderApp({ route: LIST_PATH });
    await findReadyList();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: item }));
    return downloads.first();
  }

  it('downloads the site’s schedules as a calendar file, one event and rule each', async () => {
    const { name, text } = await exportFile('Calendar file (.ics) of all schedules');
    // Dated today in Kolkata, the 21st (the 20th in UTC and New York).
    expect(name).toBe('acme-marketing-schedules-2027-01-21.ics');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(text).toContain('RRULE:FREQ=WEEKLY');
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
    // The backup audit runs on the 31st: the last day of every month, as the service runs it.
    expect(text).toContain('BYMONTHDAY=-1');
    // The service's runs in UTC, whatever the user's zone: nothing of Kolkata in the file.
    expect(text.match(/^DTSTART:\d{8}T\d{6}Z\r$/gm)).toHaveLength(7);
    expect(text).toContain('DTSTART:20270122T090000Z');
    expect(text).not.toMatch(/TZID|VTIMEZONE|Calcutta|Kolkata/);
  });

  it('downloads a spreadsheet with a header, a row per schedule and a BOM', async () => {
    const { name, text } = await exportFile('Spreadsheet (.csv) of all schedules');
    expect(name).toBe('acme-marketing-schedules-2027-01-21.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7);
    // The next run in the user's zone, named in the header, and in UTC.
    expect(lines[0]).toMatch(
      new RegExp(
        `^Title,Cadence,Frequency unit,Frequency value,Next run \\(${KOLKATA.source}\\),Next run in UTC,`,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Weekly traffic snapshot,Every week on Friday at 14:30,DAYS,7,2027-01-22T14:30:00\+05:30,2027-01-22T09:00:00Z,/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Last-day-of-month backup audit,"Monthly on the 31st at 11:30, or the last day of shorter months",MONTHLY,31,2027-01-31T11:30:00\+05:30,2027-01-31T06:00:00Z,/,
      ),
    );
  });
});

describe('e2e/sent-reports.spec.ts in Kolkata', () => {
  it('opens Sent reports from the view switch, finds a recipient’s reports and downloads a PDF', async () => {
    const { user } = renderAppWithBack(LIST_PATH);
    const views = await screen.findByRole('navigation', { name: 'Views of the schedules' }, SLOW);
    await user.click(within(views).getByRole('link', { name: 'Sent reports' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sent reports' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await screen.findByRole('table', { name: 'Sent reports' }, SLOW);

    // "21 sent reports, 3 runs with no report"
    const count = screen.getByText(/^[\d,]+ sent reports(, |$)/);
    expect(count).toHaveAttribute('role', 'status');
    const total = /^[\d,]+/.exec(count.textContent ?? '')?.[0] ?? '';
    // Periods and generated times in Kolkata: Monday's 16:00 UTC digest went out at 21:37 here.
    const [newest] = bodyRows(table);
    expect(
      within(newest as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mon, Jan 11 – Sun, Jan 17',
      'Mon, Jan 18, 21:37 GMT+5:30',
      'hannah.brooks@acme-marketing.example, content@acme-marketing.example',
      'Download PDF',
    ]);
    // A run that made no report, at its time here: Friday's 09:00 UTC snapshot.
    expect(table).toHaveTextContent('Its run of Fri, Jan 15, 14:30 GMT+5:30 likely produced none.');
    for (const row of bodyRows(table)) {
      expect(row).toHaveTextContent(/, \d\d:\d\d GMT\+5:30/);
    }

    const address = 'hannah.brooks@acme-marketing.example';
    await user.type(screen.getByRole('searchbox', { name: 'Search sent reports' }), address);
    await waitFor(() => expect(routerLocation()).toContain(`q=${encodeURIComponent(address)}`));
    expect(
      await screen.findByText(new RegExp(`^[\\d,]+ of ${total} sent reports match(, |$)`)),
    ).toHaveAttribute('role', 'status');
    const rows = bodyRows(await screen.findByRole('table', { name: 'Sent reports' }));
    for (const row of rows) expect(row).toHaveTextContent('Content team weekly digest');
    expect(rows[0]).toHaveTextContent(address);
    expect(rows[0]).toHaveTextContent('Mon, Jan 18, 21:37 GMT+5:30');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: 'Download PDF of Content team weekly digest, Mon, Jan 11 – Sun, Jan 17',
      }),
    ).toHaveAttribute('target', '_blank');
    // (The PDF's download is the browser's, and the same in every zone: Playwright covers it.)

    // Back at the list, and forward again: the search is in the address.
    await user.click(screen.getByRole('button', { name: 'Test back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report schedules' }, SLOW),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Test forward' }));
    expect(await screen.findByRole('searchbox', { name: 'Search sent reports' }, SLOW)).toHaveValue(
      address,
    );
  });
});

describe('e2e/sites-portfolio.spec.ts in Kolkata', () => {
  it('Coming up lists the runs across sites by day, each with a way to its edit page', async () => {
    const { user } = renderApp({ route: '/' });
    const comingUp = await screen.findByRole('region', { name: 'Coming up' }, SLOW);
    // Opened before any site is counted, as the e2e test does: its links must still be routed
    // in the app (jsdom cannot load another document, so a click left to the browser fails).
    await user.click(within(comingUp).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(routerLocation()).toMatch(/[?&]upcoming=7/));
    await waitFor(() => expect(within(comingUp).queryByText(/Partial:/)).toBeNull(), SLOW);
    expect(
      within(comingUp).getByText(/^[\d,]+ reports from \d+ sites in the next 7 days$/),
    ).toBeVisible();
    expect(within(comingUp).getByText(/^Times in your time zone/)).toHaveTextContent(
      new RegExp(`^Times in your time zone \\(${KOLKATA.source}\\)\\.$`),
    );

    // Seven days from today in Kolkata, Thursday the 21st (the 20th in UTC and New York).
    const days = within(comingUp).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent?.replace(/ · .*/, ''))).toEqual([
      'Thursday, January 21, 2027',
      'Friday, January 22, 2027',
      'Saturday, January 23, 2027',
      'Sunday, January 24, 2027',
      'Monday, January 25, 2027',
      'Tuesday, January 26, 2027',
      'Wednesday, January 27, 2027',
    ]);
    expect(days[0]).toHaveTextContent(/^\w+day, \w+ \d+, \d{4} · [\d,]+ reports?$/);

    await user.selectOptions(within(comingUp).getByLabelText('Days ahead'), '14 days');
    await waitFor(() => expect(routerLocation()).toMatch(/[?&]upcoming=14/));
    expect(within(comingUp).getByText(/reports from \d+ sites in the next 14 days$/)).toBeVisible();

    // Acme's Friday snapshot among Friday's runs, at 14:30 here; named for its schedule and site.
    const friday = within(comingUp).getByRole('region', { name: 'Friday, January 22, 2027' });
    await user.click(within(friday).getByRole('button', { name: /^Show all / }));
    const edit = within(friday).getByRole('link', {
      name: 'Edit Weekly traffic snapshot (Acme Marketing)',
    });
    expect(edit.closest('li')?.querySelector('time')).toHaveTextContent('14:30');
    await user.click(edit);
    // Waited for by the address first: a query by role polls slowly in the page of runs.
    await waitFor(
      () =>
        expect(routerLocation()).toMatch(
          new RegExp(`^/sites/${ACME_SITE_ID}/schedules/[0-9a-f-]+/edit$`),
        ),
      SLOW,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit schedule' }, SLOW),
    ).toBeVisible();
    expect(await screen.findByLabelText('Time', {}, SLOW)).toHaveValue('14:30');
  });
});
