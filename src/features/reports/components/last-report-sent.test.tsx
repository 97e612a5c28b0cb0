import { recipientsInWords } from '#src/domain/recipients';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '#src/domain/recurrence';
import { formatCompactRunDateTime } from '#src/domain/format';
import { ReportListResponseSchema, type Report, type Schedule } from '#src/domain/schemas';
import {
  formatReportGenerated,
  formatReportPeriod,
  lastReportLikelyFrom,
} from '#src/domain/sent-reports';
import { wallClockAt } from '#src/domain/wall-clock';
import { renderWithApp } from '#tests/support/render';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { LastReportSent } from './last-report-sent';
import { listReports } from '#src/lib/site-reports/reports';
import { listSchedules } from '#src/lib/site-reports/schedules';

const mockApi = setupMockApi();

/** Stands for the app's siteReportsPath (the schedules' paths are not this feature's to import). */
const reportsPath = (siteId: string, likely?: string) =>
  `/sites/${siteId}/reports${likely ? `?likely=${encodeURIComponent(likely)}` : ''}`;

/** A schedule of `title` whose first run is still ahead: one that has sent nothing yet. */
function scheduleTitled(title: string) {
  return {
    title,
    frequency: { unit: 'DAYS', value: 7 } as const,
    next_scheduled_date: '2099-01-05T09:00:00Z',
  };
}

function renderLast(
  schedule: Pick<Schedule, 'title' | 'frequency' | 'next_scheduled_date'>,
  siteId = ACME_SITE_ID,
) {
  return renderWithApp(
    <LastReportSent
      siteId={siteId}
      schedule={schedule}
      siteTitles={[schedule.title]}
      reportsPath={reportsPath}
    />,
  );
}

function findSection() {
  return screen.findByRole('region', { name: 'Last report sent' });
}

describe('LastReportSent', () => {
  it('says when the last report with the schedule’s title went out, to whom, with its PDF', async () => {
    const { reports } = await listReports(mockApi.client(), ACME_SITE_ID);
    const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
    const schedule = schedules.find((each) => each.title === 'Monthly stakeholder overview');
    const title = schedule?.title ?? '';
    const last = lastReportLikelyFrom(reports, title) as Report;
    const zone = browserTimeZone();
    const currentYear = wallClockAt(Date.now(), zone).year;
    const period = formatReportPeriod(last.date_range, zone, currentYear);
    renderLast(schedule ?? scheduleTitled(title));

    const section = await findSection();
    expect(
      await within(section).findByText(/^Last report likely sent:/, {}, { timeout: 10_000 }),
    ).toHaveTextContent(
      `Last report likely sent: ${period}, generated ${formatReportGenerated(last.created_at, zone, currentYear)} to ${recipientsInWords(last.recipients)} · Download PDF`,
    );
    expect(
      within(section).getByRole('link', { name: `Download PDF of ${last.title}, ${period}` }),
    ).toHaveAttribute('href', last.download_url);
    expect(
      within(section).getByRole('link', { name: 'Sent reports likely from this schedule' }),
    ).toHaveAttribute('href', reportsPath(ACME_SITE_ID, title));
    // Every run of it went out.
    expect(within(section).queryByRole('list', { name: /no report/ })).not.toBeInTheDocument();
  });

  it('lists each run since the last report that likely produced none, in the user’s zone', async () => {
    // One of the demo's stopped schedules: its last run before seeding made no report.
    const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
    const schedule = schedules.find((each) => each.title === 'Weekly traffic snapshot');
    if (!schedule) throw new Error('The seed has no Weekly traffic snapshot');
    const lastRun = Date.parse(schedule.next_scheduled_date) - 7 * 24 * 3_600_000;
    const zone = browserTimeZone();
    renderLast(schedule);

    const section = await findSection();
    expect(
      await within(section).findByText('Since then, 1 run likely produced no report'),
    ).toBeVisible();
    const runs = within(section).getByRole('list', { name: 'Runs that likely produced no report' });
    expect(
      within(runs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      formatCompactRunDateTime(new Date(lastRun), zone, {
        currentYear: wallClockAt(Date.now(), zone).year,
        withZone: true,
      }),
    ]);
  });

  it('says so when no report with the title has been sent', async () => {
    renderLast(scheduleTitled('A schedule created a moment ago'));
    const section = await findSection();
    expect(
      await within(section).findByText('No report with this title has been sent yet.'),
    ).toBeVisible();
  });

  it('never links a download_url that is not a web address', async () => {
    const body = ReportListResponseSchema.parse({
      reports: [
        {
          uuid: '7e1e0000-0000-4000-8000-000000000001',
          title: 'Weekly traffic snapshot',
          date_range: { start_date: '2027-01-01T12:00:00Z', end_date: '2027-01-08T12:00:00Z' },
          created_at: '2027-01-08T12:04:00Z',
          recipients: [{ email: 'dana@acme.example' }],
          download_url: 'javascript:alert(1)',
        },
      ],
    });
    mockApi.server.use(http.get('*/v1/site_reports', () => HttpResponse.json(body)));
    renderLast(scheduleTitled('weekly traffic snapshot'));
    const section = await findSection();
    expect(await within(section).findByText(/This link is not a web address/)).toBeVisible();
    expect(within(section).queryByRole('link', { name: /^Download PDF/ })).not.toBeInTheDocument();
  });

  it('says the account may not see the site’s reports', async () => {
    renderWithApp(
      <LastReportSent
        siteId={GLOBEX_SITE_ID}
        schedule={scheduleTitled('Anything')}
        siteTitles={['Anything']}
        reportsPath={reportsPath}
      />,
      { credentials: VIEWER_CREDENTIALS },
    );
    const section = await findSection();
    expect(
      await within(section).findByText(
        "You don't have permission to see the reports sent for this site.",
      ),
    ).toBeVisible();
  });
});

describe('LastReportSent’s recent runs', () => {
  it('draws each run in retention as a mark named by its state and date: a gap between two sent is not sent', async () => {
    // Weekly on Wednesdays at 14:00 UTC, an hour before the suite's instant (Wed 20 Jan 2027,
    // 15:00): reports for the runs of 30 Dec and 13 Jan, none for 6 Jan (the gap), and today's
    // run still in its 48-hour grace.
    const weekly = {
      title: 'Weekly digest',
      frequency: { unit: 'DAYS', value: 7 } as const,
      next_scheduled_date: '2027-01-27T14:00:00Z',
    };
    const report = (id: number, start: string, end: string) => ({
      uuid: `7e1e0000-0000-4000-8000-00000000000${id}`,
      title: 'Weekly digest',
      date_range: { start_date: start, end_date: end },
      created_at: end.replace('14:00:00Z', '14:05:00Z'),
      recipients: [{ email: 'dana@acme.example' }],
      download_url: `https://reports.example/${id}.pdf`,
    });
    const body = ReportListResponseSchema.parse({
      reports: [
        report(1, '2027-01-06T14:00:00Z', '2027-01-13T14:00:00Z'),
        report(2, '2026-12-23T14:00:00Z', '2026-12-30T14:00:00Z'),
      ],
    });
    mockApi.server.use(http.get('*/v1/site_reports', () => HttpResponse.json(body)));
    renderLast(weekly);
    const section = await findSection();
    const strip = await within(section).findByRole('list', { name: 'Recent runs, oldest first' });
    const zone = browserTimeZone();
    const words = (iso: string) =>
      formatCompactRunDateTime(new Date(iso), zone, {
        currentYear: wallClockAt(Date.now(), zone).year,
        withZone: true,
      });
    expect(
      within(strip).getByRole('link', {
        name: `Sent: ${words('2026-12-30T14:00:00Z')}. Opens its PDF`,
      }),
    ).toHaveAttribute('href', 'https://reports.example/2.pdf');
    expect(
      within(strip).getByRole('img', { name: `Not sent: ${words('2027-01-06T14:00:00Z')}` }),
    ).toBeInTheDocument();
    expect(
      within(strip).getByRole('link', {
        name: `Sent: ${words('2027-01-13T14:00:00Z')}. Opens its PDF`,
      }),
    ).toBeInTheDocument();
    expect(
      within(strip).getByRole('img', { name: `Due: ${words('2027-01-20T14:00:00Z')}` }),
    ).toBeInTheDocument();
    // Every Wednesday of the 92 days kept, the earlier ones not judged (before the first report).
    const marks = within(strip).getAllByRole('listitem');
    expect(marks).toHaveLength(14);
    expect(
      within(strip).getAllByRole('img', { name: /^Not judged: .* \(before its first report kept/ }),
    ).toHaveLength(10);
    expect(
      within(section).getByText(
        '14 runs in the last 92 days: 2 sent, 1 not sent, 1 due, 10 not judged.',
      ),
    ).toBeVisible();
  });
});
