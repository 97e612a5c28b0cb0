import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import SiteReportsPage from '#src/app/routes/site-reports';
import { browserTimeZone } from '#src/domain/recurrence';
import { ReportListResponseSchema, ReportSchema, type Report } from '#src/domain/schemas';
import { formatCompactRunDateTime } from '#src/domain/format';
import { formatReportPeriod, newestFirst } from '#src/domain/sent-reports';
import { wallClockAt } from '#src/domain/wall-clock';
import { HistoryButtons, renderWithApp, routerLocation } from '#tests/support/render';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { pretendNarrowScreen } from '#tests/support/screen';
import { listReports } from '#src/lib/site-reports/reports';
import { listSchedules } from '#src/lib/site-reports/schedules';

const mockApi = setupMockApi();

const reportsPath = (siteId: string, search = '') => `/sites/${siteId}/reports${search}`;

/** The year the page leaves out of its dates: this year in the browser's zone. */
const currentYear = () => wallClockAt(Date.now(), browserTimeZone()).year;

function renderReports(route: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <>
      <SiteReportsPage />
      <HistoryButtons />
    </>,
    { route, path: '/sites/:siteId/reports', ...options },
  );
}

/** The table of reports, once they are in. */
function findTable() {
  return screen.findByRole('table', { name: 'Sent reports' }, { timeout: 10_000 });
}

/** The body rows of the table. */
function bodyRows(table: HTMLElement) {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

/** The body rows of the table that are reports (not a run's "No report" line). */
function reportRows(table: HTMLElement) {
  return bodyRows(table).filter((row) => !within(row).queryByText('No report'));
}

/** The title cell of each row, in order. */
function rowTitles(table: HTMLElement) {
  return reportRows(table).map((row) => within(row).getByRole('rowheader').textContent);
}

/** Acme's reports as the mock lists them, newest first. */
async function acmeReports(): Promise<Report[]> {
  const { reports } = await listReports(mockApi.client(), ACME_SITE_ID);
  return newestFirst(reports);
}

let fixture = 0;

/** A report, checked against the schema the client parses with (a drifting fixture fails). */
function makeReport(overrides: Partial<Report> = {}): Report {
  fixture += 1;
  const id = String(fixture).padStart(12, '0');
  return ReportSchema.parse({
    uuid: `7e1e0000-0000-4000-8000-${id}`,
    title: 'Weekly traffic snapshot',
    date_range: { start_date: '2027-01-01T12:00:00Z', end_date: '2027-01-08T12:00:00Z' },
    created_at: '2027-01-08T12:04:00Z',
    recipients: [{ email: 'dana@acme.example' }],
    download_url: `https://reports.example.com/${id}.pdf`,
    ...overrides,
  });
}

function serveReports(reports: readonly Report[]) {
  const body = ReportListResponseSchema.parse({ reports });
  mockApi.server.use(http.get('*/v1/site_reports', () => HttpResponse.json(body)));
}

describe('sent reports: the page', () => {
  it('lists the site’s reports newest first, under the site’s heading and views', async () => {
    const expected = await acmeReports();
    expect(expected.length).toBeGreaterThan(1);
    renderReports(reportsPath(ACME_SITE_ID));

    expect(screen.getByRole('heading', { level: 1, name: 'Sent reports' })).toBeVisible();
    const table = await findTable();
    const shown = Math.min(25, expected.length);
    expect(rowTitles(table)).toEqual(expected.slice(0, shown).map((report) => report.title));
    const [newest] = expected as [Report];
    const firstRow = reportRows(table)[0] as HTMLElement;
    expect(firstRow).toHaveTextContent(
      formatReportPeriod(newest.date_range, browserTimeZone(), currentYear()),
    );

    const views = screen.getByRole('navigation', { name: 'Views of the schedules' });
    expect(within(views).getAllByRole('link')).toHaveLength(3);
    expect(within(views).getByRole('link', { name: 'Sent reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'List' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules`,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Sent reports')).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(document.title).toBe('Sent reports · Acme Marketing · Report scheduler'),
    );
    expect(
      screen.getByText(new RegExp(`^${expected.length.toLocaleString('en-US')} sent reports`)),
    ).toHaveAttribute('role', 'status');
  });

  it('offers each PDF as a plain link to a new tab, named by its report and period', async () => {
    const report = makeReport({ title: 'Weekly traffic snapshot' });
    serveReports([report]);
    renderReports(reportsPath(ACME_SITE_ID));
    await findTable();

    const period = formatReportPeriod(report.date_range, browserTimeZone(), currentYear());
    const link = screen.getByRole('link', {
      name: `Download PDF of Weekly traffic snapshot, ${period}`,
    });
    expect(link).toHaveTextContent('Download PDF');
    expect(link).toHaveAttribute('href', report.download_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a download_url that is not a web address as text, with a warning, never as a link', async () => {
    serveReports([
      makeReport({ title: 'Hostile report', download_url: 'javascript:alert(document.cookie)' }),
      makeReport({ title: 'Relative report', download_url: '/mock-reports/1.pdf' }),
    ]);
    renderReports(reportsPath(ACME_SITE_ID));
    const table = await findTable();

    const [hostile, relative] = reportRows(table) as [HTMLElement, HTMLElement];
    expect(within(hostile).queryByRole('link')).not.toBeInTheDocument();
    expect(hostile).toHaveTextContent(
      'This link is not a web address, so it is not offered as a link',
    );
    expect(within(hostile).getByText('javascript:alert(document.cookie)')).toBeVisible();
    expect(within(relative).queryByRole('link')).not.toBeInTheDocument();
    expect(within(relative).getByText('/mock-reports/1.pdf')).toBeVisible();
  });

  it('names two recipients and counts the rest, listing everyone on request', async () => {
    serveReports([
      makeReport({
        recipients: ['dana', 'sam', 'lee', 'kim'].map((name) => ({
          email: `${name}@acme.example`,
        })),
      }),
    ]);
    const { user } = renderReports(reportsPath(ACME_SITE_ID));
    const table = await findTable();

    const row = reportRows(table)[0] as HTMLElement;
    expect(row).toHaveTextContent('dana@acme.example, sam@acme.example');
    const more = within(row).getByRole('button', { name: '+2 more recipients' });
    expect(more).toHaveAttribute(
      'title',
      'dana@acme.example, sam@acme.example, lee@acme.example, kim@acme.example',
    );
    await user.click(more);
    const everyone = within(row).getByRole('list', { name: 'All 4 recipients' });
    expect(within(everyone).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('sent reports: search and the likely schedule', () => {
  it('finds the reports sent to an address, and keeps the search in the address', async () => {
    const expected = await acmeReports();
    const address = expected.at(-1)?.recipients[0]?.email ?? '';
    const sentThere = expected.filter((report) =>
      report.recipients.some((recipient) => recipient.email === address),
    );
    const { user } = renderReports(reportsPath(ACME_SITE_ID));
    await findTable();

    await user.type(screen.getByRole('searchbox', { name: 'Search sent reports' }), address);
    const table = await findTable();
    await waitFor(() => expect(reportRows(table)).toHaveLength(Math.min(25, sentThere.length)));
    // In the row, or among the recipients behind its "+N more".
    for (const row of reportRows(table)) {
      const everyone = within(row).queryByRole('button', { name: /more recipient/ })?.title;
      expect(`${row.textContent} ${everyone ?? ''}`).toContain(address);
    }
    expect(
      screen.getByText(`${sentThere.length} of ${expected.length} sent reports match`),
    ).toBeVisible();
    await waitFor(() => expect(routerLocation()).toContain(`q=${encodeURIComponent(address)}`));
  });

  it('keeps only the reports likely from a schedule: the same title', async () => {
    const expected = await acmeReports();
    const title = expected[0]?.title ?? '';
    const likely = expected.filter((report) => report.title === title);
    const { user } = renderReports(reportsPath(ACME_SITE_ID));
    await findTable();

    const select = screen.getByRole('combobox', { name: 'Likely from schedule' });
    expect(select).toHaveAccessibleDescription('Reports name no schedule: matched by title');
    await waitFor(() => expect(within(select).getByRole('option', { name: title })).toBeDefined());
    await user.selectOptions(select, title);

    await waitFor(() => expect(routerLocation()).toContain('likely='));
    const table = await findTable();
    expect(rowTitles(table)).toEqual(likely.slice(0, 25).map((report) => report.title));
    expect(select).toHaveValue(title);
  });

  it('says what matched nothing, and clears it', async () => {
    const expected = await acmeReports();
    const { user } = renderReports(reportsPath(ACME_SITE_ID, '?q=nobody%40nowhere.example'));

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'No sent reports match' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/No sent report matches “nobody@nowhere.example”/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));

    const table = await findTable();
    expect(reportRows(table)).toHaveLength(Math.min(25, expected.length));
    expect(screen.getByRole('searchbox', { name: 'Search sent reports' })).toHaveValue('');
    await waitFor(() => expect(routerLocation()).toBe(reportsPath(ACME_SITE_ID)));
  });

  it('goes through the reports a page at a time, newest first, and Back returns', async () => {
    const reports = Array.from({ length: 60 }, (_, index) =>
      makeReport({
        title: `Report ${String(index + 1).padStart(2, '0')}`,
        created_at: new Date(Date.parse('2027-01-01T12:00:00Z') + index * 3_600_000).toISOString(),
      }),
    );
    serveReports(reports);
    const { user } = renderReports(reportsPath(ACME_SITE_ID));
    const table = await findTable();

    expect(rowTitles(table)[0]).toBe('Report 60');
    expect(screen.getByText('Showing 1–25 of 60')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of sent reports' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));

    await waitFor(() => expect(routerLocation()).toBe(reportsPath(ACME_SITE_ID, '?page=2')));
    expect(rowTitles(table)[0]).toBe('Report 35');
    expect(screen.getByText('Showing 26–50 of 60')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Test back' }));
    await waitFor(() => expect(rowTitles(table)[0]).toBe('Report 60'));
  });
});

describe('sent reports: when there are none, or they cannot be shown', () => {
  it('says none have been sent yet for a site without reports', async () => {
    serveReports([]);
    renderReports(reportsPath(ACME_SITE_ID));

    expect(
      await screen.findByText(
        'No reports have been sent for this site yet. A new schedule has none until its first run.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("explains a site the account may not see, with the service's message", async () => {
    renderReports(reportsPath(GLOBEX_SITE_ID), { credentials: VIEWER_CREDENTIALS });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("You don't have permission to see this site's reports");
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Views of the schedules' }),
    ).not.toBeInTheDocument();
  });

  it('shows Not found for a site that does not exist', async () => {
    renderReports(reportsPath('00000000-0000-4000-8000-000000000000'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site not found' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('shows an error with a retry that recovers', async () => {
    mockApi
      .service()
      .faults.set({ latencyMs: 0, failures: { listReports: { status: 500, remaining: 1 } } });
    const { user } = renderReports(reportsPath(ACME_SITE_ID));

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The sent reports could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findTable()).toBeVisible();
  });
});

describe('sent reports: on a phone', () => {
  pretendNarrowScreen(900);

  it('shows each report as a card, its title a heading', async () => {
    const report = makeReport({ title: 'Monthly SEO digest' });
    serveReports([report]);
    renderReports(reportsPath(ACME_SITE_ID));

    const cards = await screen.findByRole('list', { name: 'Sent reports' }, { timeout: 10_000 });
    const card = within(cards).getByRole('article', { name: 'Monthly SEO digest' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Monthly SEO digest');
    expect(
      within(card).getByRole('link', { name: /^Download PDF of Monthly SEO digest, / }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('sent reports: runs that likely produced no report', () => {
  it('shows a "No report" line in its place in time for each run that likely produced none', async () => {
    const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
    const weekly = schedules.find((each) => each.title === 'Weekly traffic snapshot');
    if (!weekly) throw new Error('The seed has no Weekly traffic snapshot');
    const missedRun = new Date(Date.parse(weekly.next_scheduled_date) - 7 * 86_400_000);
    renderReports(reportsPath(ACME_SITE_ID));
    const table = await findTable();

    // The demo's stopped schedules of Acme: one weekly run, two fortnightly ones.
    expect(await screen.findByText(/, 3 runs with no report$/)).toHaveAttribute('role', 'status');
    const lines = bodyRows(table).filter((row) => within(row).queryByText('No report'));
    expect(lines.map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual([
      'Fortnightly plugin and security review',
      'Fortnightly plugin and security review',
      'Weekly traffic snapshot',
    ]);
    const when = formatCompactRunDateTime(missedRun, browserTimeZone(), {
      currentYear: currentYear(),
      withZone: true,
    });
    const weeklyLine = lines.find((row) => row.textContent?.includes('Weekly traffic snapshot'));
    expect(weeklyLine).toHaveTextContent(`No report Its run of ${when} likely produced none.`);
    // Newest first: the line sits between the reports generated after and before its run.
    const rows = bodyRows(table);
    const place = rows.indexOf(weeklyLine as HTMLElement);
    const timeOf = (row: HTMLElement | undefined) =>
      Date.parse(row?.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(timeOf(rows[place - 1])).toBeGreaterThan(missedRun.getTime());
    expect(timeOf(rows[place + 1])).toBeLessThan(missedRun.getTime());
  });
});
