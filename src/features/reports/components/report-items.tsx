import { memo, useId } from 'react';
import { formatReportPeriod, reportGeneratedAt } from '#src/domain/sent-reports';
import type { Report } from '#src/domain/schemas';
import { ReportDownload } from './report-download';
import { ReportRecipients } from './report-recipients';

interface ReportItemProps {
  report: Report;
  /** The user's zone: periods and times are read in it. */
  timeZone: string;
}

/** A report's words: its title (a blank one named as such), period and when it was generated. */
function reportWords(report: Report, timeZone: string) {
  return {
    title: report.title.trim() || 'Untitled report',
    period: formatReportPeriod(report.date_range, timeZone),
    generated: reportGeneratedAt(report.created_at, timeZone),
  };
}

/** One report as a table row; memoised, so a page re-renders only the rows that change. */
const ReportRow = memo(function ReportRow({ report, timeZone }: ReportItemProps) {
  const words = reportWords(report, timeZone);
  return (
    <tr>
      <th scope="row">{words.title}</th>
      <td>{words.period}</td>
      <td>
        {/* The time on a line of its own. */}
        <time dateTime={report.created_at}>
          {words.generated.date}
          <span className="report-table__time"> at {words.generated.time}</span>
        </time>
      </td>
      <td>
        <ReportRecipients recipients={report.recipients} />
      </td>
      <td>
        <ReportDownload
          downloadUrl={report.download_url}
          title={words.title}
          period={words.period}
        />
      </td>
    </tr>
  );
});

/** One report as a compact card, for phones: title, period, when, to whom, and its PDF. */
const ReportCard = memo(function ReportCard({ report, timeZone }: ReportItemProps) {
  const titleId = useId();
  const words = reportWords(report, timeZone);
  return (
    <article aria-labelledby={titleId} className="report-card">
      <h2 id={titleId} className="report-card__title">
        {words.title}
      </h2>
      <p>
        <span className="report-hidden">Period: </span>
        {words.period}
      </p>
      <p className="report-muted">
        Generated{' '}
        <time dateTime={report.created_at}>
          {words.generated.date} at {words.generated.time}
        </time>
      </p>
      <div>
        <span className="report-hidden">Recipients: </span>
        <ReportRecipients recipients={report.recipients} />
      </div>
      <ReportDownload downloadUrl={report.download_url} title={words.title} period={words.period} />
    </article>
  );
});

/**
 * A page of reports: a dense table on wide screens, compact cards on phones (`narrow`), each
 * named "Sent reports" for screen readers.
 */
export function ReportItems({
  reports,
  timeZone,
  narrow,
}: {
  reports: readonly Report[];
  timeZone: string;
  narrow: boolean;
}) {
  if (narrow) {
    return (
      <ul aria-label="Sent reports" className="report-cards">
        {reports.map((report) => (
          <li key={report.uuid}>
            <ReportCard report={report} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="report-table__frame">
      <table className="report-table">
        <caption className="report-hidden">Sent reports</caption>
        <colgroup>
          <col />
          <col className="report-table__period" />
          <col className="report-table__generated" />
          <col className="report-table__recipients" />
          <col className="report-table__download" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Report</th>
            <th scope="col">Period</th>
            <th scope="col">Generated</th>
            <th scope="col">Recipients</th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <ReportRow key={report.uuid} report={report} timeZone={timeZone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
