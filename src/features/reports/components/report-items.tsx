import { memo, useId } from 'react';
import { DataCards, DataTable, type DataColumn } from '#src/components/data-table/data-table';
import { RecipientSummary } from '#src/components/data-table/recipient-summary';
import { formatReportPeriod, reportGeneratedAt } from '#src/domain/sent-reports';
import type { Report } from '#src/domain/schemas';
import { ReportDownload } from './report-download';

interface ReportItemProps {
  report: Report;
  /** The user's zone: periods and times are read in it. */
  timeZone: string;
}

/** Reports a row shows the addresses of before "+3 more". */
const RECIPIENTS_SHOWN = 2;

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
    <tr className="data-row">
      <th scope="row">{words.title}</th>
      <td>{words.period}</td>
      <td>
        {/* The time on a line of its own. */}
        <time dateTime={report.created_at}>
          {words.generated.date}
          <span className="data-line"> at {words.generated.time}</span>
        </time>
      </td>
      <td>
        <RecipientSummary recipients={report.recipients} shown={RECIPIENTS_SHOWN} wrap />
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
    <article aria-labelledby={titleId} className="data-card">
      <h2 id={titleId} className="data-card__title">
        {words.title}
      </h2>
      <p>
        <span className="data-hidden">Period: </span>
        {words.period}
      </p>
      <p className="data-muted">
        Generated{' '}
        <time dateTime={report.created_at}>
          {words.generated.date} at {words.generated.time}
        </time>
      </p>
      <div>
        <span className="data-hidden">Recipients: </span>
        <RecipientSummary recipients={report.recipients} shown={RECIPIENTS_SHOWN} wrap />
      </div>
      <ReportDownload downloadUrl={report.download_url} title={words.title} period={words.period} />
    </article>
  );
});

const COLUMNS: readonly DataColumn<never>[] = [
  { header: 'Report' },
  { header: 'Period', className: 'report-table__period' },
  { header: 'Generated', className: 'report-table__generated' },
  { header: 'Recipients', className: 'report-table__recipients' },
  { header: 'PDF', className: 'report-table__download' },
];

/**
 * A page of reports: the lists' table on wide screens, compact cards on phones (`narrow`), each
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
      <DataCards label="Sent reports">
        {reports.map((report) => (
          <li key={report.uuid}>
            <ReportCard report={report} timeZone={timeZone} />
          </li>
        ))}
      </DataCards>
    );
  }
  return (
    <DataTable caption="Sent reports" columns={COLUMNS} className="data-table--top">
      <tbody>
        {reports.map((report) => (
          <ReportRow key={report.uuid} report={report} timeZone={timeZone} />
        ))}
      </tbody>
    </DataTable>
  );
}
