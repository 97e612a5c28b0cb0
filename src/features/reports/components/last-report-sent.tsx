import { recipientsInWords } from '#src/domain/recipients';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '#src/components/button';
import { browserTimeZone } from '#src/domain/recurrence';
import {
  formatReportGenerated,
  formatReportPeriod,
  lastReportLikelyFrom,
} from '#src/domain/sent-reports';
import { useReports } from '#src/features/reports/api/get-reports';
import { isApiError } from '#src/lib/api-error';
import { ReportDownload } from './report-download';

/**
 * The address of the site's Sent reports page, only the reports likely from the schedule
 * titled `likely` when given: the app passes `siteReportsPath` (one feature never imports
 * another, and the schedules' paths are the schedules').
 */
type SentReportsPath = (siteId: string, likely?: string) => string;

/**
 * "Last report likely sent: 1–31 January 2027, generated 1 February 2027 at 09:04 GMT to
 * dana@acme.example and 2 others · Download PDF", or that none with this title has been sent,
 * and a link to the site's Sent reports filtered by the title. A report names no schedule, so
 * the words say "likely": it is matched by title (src/domain/sent-reports.ts). Reads the same
 * query as the Sent reports page.
 */
export function LastReportSent({
  siteId,
  title,
  reportsPath,
}: {
  siteId: string;
  /** The schedule's title as saved. */
  title: string;
  reportsPath: SentReportsPath;
}) {
  const [timeZone] = useState(browserTimeZone);
  const { data, isPending, error, refetch } = useReports(siteId);
  const last = useMemo(
    () => (data ? lastReportLikelyFrom(data.reports, title) : undefined),
    [data, title],
  );

  let summary;
  if (data === undefined && isPending) {
    summary = <Typography variant="body2">Looking for the last report sent…</Typography>;
  } else if (data === undefined && isApiError(error) && error.kind === 'forbidden') {
    summary = (
      <Typography variant="body2">
        You don&apos;t have permission to see the reports sent for this site.
      </Typography>
    );
  } else if (data === undefined) {
    summary = (
      <Typography variant="body2">
        The reports sent for this site could not be loaded.{' '}
        <Button size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      </Typography>
    );
  } else if (last) {
    const period = formatReportPeriod(last.date_range, timeZone);
    const recipients = recipientsInWords(last.recipients);
    summary = (
      <Typography variant="body2" component="div">
        Last report likely sent: {period}, generated{' '}
        <time dateTime={last.created_at}>{formatReportGenerated(last.created_at, timeZone)}</time>
        {recipients ? ` to ${recipients}` : ''}
        {' · '}
        <ReportDownload
          downloadUrl={last.download_url}
          title={last.title.trim() || 'Untitled report'}
          period={period}
        />
      </Typography>
    );
  } else {
    summary = <Typography variant="body2">No report with this title has been sent yet.</Typography>;
  }

  return (
    <Box
      component="section"
      aria-label="Last report sent"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        // The unsafe-link warning and the PDF link, styled as on the Sent reports page.
        '& .report-download': { fontWeight: 500 },
        '& .report-unsafe': { display: 'inline', color: 'warning.dark' },
        '& .report-unsafe__value': { fontFamily: 'monospace', overflowWrap: 'anywhere' },
      }}
    >
      <div role="status">{summary}</div>
      <Typography variant="body2">
        <Link component={RouterLink} to={reportsPath(siteId, title)}>
          Sent reports likely from this schedule
        </Link>
      </Typography>
    </Box>
  );
}
