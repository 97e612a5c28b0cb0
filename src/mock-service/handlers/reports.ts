/**
 * GET /site_reports (site-reports-api-today.md) and each `download_url`'s PDF: no credentials, like
 * a pre-signed link (the app must never send the password), 404 past retention.
 */
import { http, HttpResponse } from 'msw';
import { formatUtcIso, toLocal } from '#src/domain/recurrence';
import type { Report } from '#src/domain/schemas';
import { requireSiteAccess, requireUser } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import { createReportHistory, type GeneratedReport } from '#src/mock-service/report-history';
import { reportPdf } from '#src/mock-service/report-pdf';
import { notFound } from '#src/mock-service/responses';
import type { MockStore } from '#src/mock-service/store';
import { requireSiteIdParam } from '#src/mock-service/validation';

const REPORTS_PATH = '*/v1/site_reports';
const REPORT_FILE_PATH = '*/mock-reports/:file';
const REPORT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.pdf$/;

function reportPath(uuid: string): string {
  return `/mock-reports/${uuid}.pdf`;
}

/** The API's record of a report, its link absolute on `origin` (the request's). */
function reportRecord(report: GeneratedReport, origin: string): Report {
  return {
    uuid: report.uuid,
    title: report.title,
    date_range: { start_date: formatUtcIso(report.start), end_date: formatUtcIso(report.end) },
    created_at: formatUtcIso(report.createdAt),
    recipients: report.recipients.map((email) => ({ email })),
    download_url: `${origin}${reportPath(report.uuid)}`,
  };
}

export function createReportHandlers({ store, faults, missedRunRate }: MockServiceContext) {
  const history = createReportHistory(store.serviceTimeZone, missedRunRate);
  /** Where a download looks first. */

  const siteOfReport = new Map<string, string>();

  function reportsOfSite(siteId: string): GeneratedReport[] {
    const reports = history.reportsOf(store.scheduleRecords(siteId), {
      now: store.now(),
      seededAt: store.seededAt(),
    });
    for (const report of reports) siteOfReport.set(report.uuid, siteId);
    return reports;
  }

  /** The report, if the history has it now: its site's first, else every site's. */
  function findReport(uuid: string): GeneratedReport | undefined {
    const known = siteOfReport.get(uuid);
    if (known) {
      const found = reportsOfSite(known).find((report) => report.uuid === uuid);
      if (found) return found;
    }
    for (const site of store.sites()) {
      if (site.id === known) continue;
      const found = reportsOfSite(site.id).find((report) => report.uuid === uuid);
      if (found) return found;
    }
    return undefined;
  }

  return [
    http.get(REPORTS_PATH, ({ request }) => {
      const failure = injectedFailure(faults, 'listReports');
      if (failure) return failure;
      const user = requireUser(request, store);
      const siteId = requireSiteIdParam(request);
      requireSiteAccess(user, siteId, store);
      // Absolute on the origin the request came to, as the template images are.
      const { origin } = new URL(request.url);
      return HttpResponse.json({
        reports: reportsOfSite(siteId).map((report) => reportRecord(report, origin)),
      });
    }),

    http.get<{ file: string }>(REPORT_FILE_PATH, ({ params }) => {
      const uuid = REPORT_FILE.exec(params.file)?.[1];
      const report = uuid ? findReport(uuid) : undefined;
      if (!report) return notFound('Report not found');
      const body = reportPdf(pdfPage(report, store));
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(body.byteLength),
          'Content-Disposition': `attachment; filename="${fileName(report, store)}"`,
          // A link that works for anyone who has it: keep it out of shared caches.
          'Cache-Control': 'private, no-store',
        },
      });
    }),
  ];
}

/** '2027-02-10 09:00' in the service's zone. */
function serviceTime(instant: Date, store: MockStore): string {
  const { date, time } = toLocal(instant, store.serviceTimeZone);
  return `${date} ${time}`;
}

function pdfPage(report: GeneratedReport, store: MockStore) {
  const zone = store.serviceTimeZone;
  return {
    title: report.title,
    lines: [
      `Period: ${serviceTime(report.start, store)} to ${serviceTime(report.end, store)} (${zone})`,
      `Generated: ${serviceTime(report.createdAt, store)} (${zone})`,
      `Sent to: ${report.recipients.join(', ')}`,
      '',
      `Report ${report.uuid}`,
      'Sample report from the mock Report Schedule Service: its figures are not real.',
    ],
  };
}

/** 'weekly-traffic-2027-02-10.pdf', the date in the service's zone. */
function fileName(report: GeneratedReport, store: MockStore): string {
  const slug =
    report.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'report';
  return `${slug}-${toLocal(report.end, store.serviceTimeZone).date}.pdf`;
}
