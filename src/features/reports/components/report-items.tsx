import { memo, useId } from 'react';
import { DataCards, DataTable, type DataColumn } from '#src/components/data-table/data-table';
import { RecipientSummary } from '#src/components/data-table/recipient-summary';
import type { RunNotSent } from '#src/domain/runs-not-sent';
import { formatCompactRunDateTime } from '#src/domain/format';
import {
  formatReportGenerated,
  formatReportPeriod,
  reportGeneratedAt,
} from '#src/domain/sent-reports';
import type { Report } from '#src/domain/schemas';
import type { ReportListEntry } from '#src/features/reports/report-list-view';
import { ReportDownload } from './report-download';

/** How the items write dates: in the user's zone, the year only when not the current one. */
interface DateWords {
  timeZone: string;
  currentYear: number;
}

interface ReportItemProps extends DateWords {
  report: Report;
}

/** Reports a row shows the addresses of before "+3 more". */
const RECIPIENTS_SHOWN = 2;

function reportWords(report: Report, { timeZone, currentYear }: DateWords) {
  return {
    title: report.title.trim() || 'Untitled report',
    period: formatReportPeriod(report.date_range, timeZone, currentYear),
    generated: formatReportGenerated(report.created_at, timeZone, currentYear),
    generatedParts: reportGeneratedAt(report.created_at, timeZone, currentYear),
  };
}

/** One report as a table row; memoised, so a page re-renders only the rows that change. */
const ReportRow = memo(function ReportRow({ report, timeZone, currentYear }: ReportItemProps) {
  const words = reportWords(report, { timeZone, currentYear });
  return (
    <tr className="data-row">
      <th scope="row">{words.title}</th>
      <td>{words.period}</td>
      <td>
        {/* The time on a line of its own. */}
        <time dateTime={report.created_at}>
          {words.generatedParts.date},
          <span className="data-line"> {words.generatedParts.time}</span>
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

/** One report as a compact card, for phones. */
const ReportCard = memo(function ReportCard({ report, timeZone, currentYear }: ReportItemProps) {
  const titleId = useId();
  const words = reportWords(report, { timeZone, currentYear });
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
        Generated <time dateTime={report.created_at}>{words.generated}</time>
      </p>
      <div>
        <span className="data-hidden">Recipients: </span>
        <RecipientSummary recipients={report.recipients} shown={RECIPIENTS_SHOWN} wrap />
      </div>
      <ReportDownload downloadUrl={report.download_url} title={words.title} period={words.period} />
    </article>
  );
});

function runWords(run: RunNotSent, { timeZone, currentYear }: DateWords) {
  const at = new Date(run.at);
  return {
    title: run.title.trim() || 'Untitled schedule',
    iso: at.toISOString(),
    // With its zone, as the reports' generation times beside it.
    when: formatCompactRunDateTime(at, timeZone, { currentYear, withZone: true }),
  };
}

/** A run that likely produced no report ("likely": reports are matched by title). */
const NotSentRow = memo(function NotSentRow({
  run,
  timeZone,
  currentYear,
}: DateWords & {
  run: RunNotSent;
}) {
  const words = runWords(run, { timeZone, currentYear });
  return (
    <tr className="data-row data-row--not-sent">
      <th scope="row">{words.title}</th>
      <td colSpan={4}>
        <span className="data-badge data-badge--alert">No report</span> Its run of{' '}
        <time dateTime={words.iso}>{words.when}</time> likely produced none.
      </td>
    </tr>
  );
});

/** The same as a compact card, for phones. */
const NotSentCard = memo(function NotSentCard({
  run,
  timeZone,
  currentYear,
}: DateWords & {
  run: RunNotSent;
}) {
  const titleId = useId();
  const words = runWords(run, { timeZone, currentYear });
  return (
    <article aria-labelledby={titleId} className="data-card data-card--not-sent">
      <span className="data-badge data-badge--alert">No report</span>
      <h2 id={titleId} className="data-card__title">
        {words.title}
      </h2>
      <p>
        Its run of <time dateTime={words.iso}>{words.when}</time> likely produced none.
      </p>
    </article>
  );
});

const entryKey = (entry: ReportListEntry) =>
  entry.kind === 'report' ? entry.report.uuid : `${entry.run.scheduleUuid}@${entry.run.at}`;

const COLUMNS: readonly DataColumn<never>[] = [
  { header: 'Report' },
  { header: 'Period', className: 'report-table__period' },
  { header: 'Generated', className: 'report-table__generated' },
  { header: 'Recipients', className: 'report-table__recipients' },
  { header: 'PDF', className: 'report-table__download' },
];

/** A page of reports and runs without one: a table on wide screens, cards on phones. */
export function ReportItems({
  entries,
  timeZone,
  currentYear,
  narrow,
}: DateWords & {
  entries: readonly ReportListEntry[];
  narrow: boolean;
}) {
  if (narrow) {
    return (
      <DataCards label="Sent reports">
        {entries.map((entry) => (
          <li key={entryKey(entry)}>
            {entry.kind === 'report' ? (
              <ReportCard report={entry.report} timeZone={timeZone} currentYear={currentYear} />
            ) : (
              <NotSentCard run={entry.run} timeZone={timeZone} currentYear={currentYear} />
            )}
          </li>
        ))}
      </DataCards>
    );
  }
  return (
    <DataTable caption="Sent reports" columns={COLUMNS} className="data-table--top">
      <tbody>
        {entries.map((entry) =>
          entry.kind === 'report' ? (
            <ReportRow
              key={entryKey(entry)}
              report={entry.report}
              timeZone={timeZone}
              currentYear={currentYear}
            />
          ) : (
            <NotSentRow
              key={entryKey(entry)}
              run={entry.run}
              timeZone={timeZone}
              currentYear={currentYear}
            />
          ),
        )}
      </tbody>
    </DataTable>
  );
}
