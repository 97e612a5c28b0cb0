import { recipientsInWords } from '#src/domain/recipients';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '#src/components/button';
import { formatCompactRunDateTime } from '#src/domain/format';
import { indexReports } from '#src/domain/report-index';
import { scheduleRunStates } from '#src/domain/run-states';
import {
  REPORT_GRACE_HOURS,
  REPORT_RETENTION_DAYS,
  scheduleDelivery,
} from '#src/domain/runs-not-sent';
import type { Schedule } from '#src/domain/schemas';
import { formatReportGenerated, formatReportPeriod } from '#src/domain/sent-reports';
import { wallClockAt } from '#src/domain/wall-clock';
import { useReports } from '#src/features/reports/api/get-reports';
import { isApiError } from '#src/lib/http/api-error';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { ReportDownload } from './report-download';
import { RunStrip } from './run-strip';

/** The Sent reports address, filtered by `likely`; the app passes it (features stay apart). */
type SentReportsPath = (siteId: string, likely?: string) => string;

/** The last report likely sent and the runs since that made none (ADR 018; matched by title). */
export function LastReportSent({
  siteId,
  schedule,
  siteTitles,
  reportsPath,
}: {
  siteId: string;
  schedule: Pick<Schedule, 'title' | 'frequency' | 'next_scheduled_date'>;
  /** The titles of the site's schedules now: a report of another title may be a rename's. */
  siteTitles: readonly string[];
  reportsPath: SentReportsPath;
}) {
  const zones = useCalendarZones();
  const timeZone = zones.user;
  const [now] = useState(() => new Date());
  const currentYear = wallClockAt(now.getTime(), timeZone).year;
  const { title } = schedule;
  const { data, dataUpdatedAt, isPending, error, refetch } = useReports(siteId);
  const judged = useMemo(() => {
    if (!data) return undefined;
    const index = indexReports(data.reports);
    // The reports as they were when read: a run is judged against that list.
    const context = { now: new Date(dataUpdatedAt), serviceTimeZone: zones.service, siteTitles };
    return {
      delivery: scheduleDelivery(schedule, index, context),
      runs: scheduleRunStates(schedule, index, context),
    };
  }, [data, dataUpdatedAt, schedule, siteTitles, zones.service]);
  const delivery = judged?.delivery;
  const last = delivery?.lastReport;

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
    const period = formatReportPeriod(last.date_range, timeZone, currentYear);
    const recipients = recipientsInWords(last.recipients);
    summary = (
      <Typography variant="body2" component="div">
        Last report likely sent: {period}, generated{' '}
        <time dateTime={last.created_at}>
          {formatReportGenerated(last.created_at, timeZone, currentYear)}
        </time>
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
  const notSent = delivery?.notSent ?? [];

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
      {judged ? (
        <RunStrip
          states={judged.runs}
          timeZone={timeZone}
          currentYear={currentYear}
          retentionDays={REPORT_RETENTION_DAYS}
        />
      ) : null}
      {notSent.length > 0 ? (
        <RunsNotSent runs={notSent} timeZone={timeZone} currentYear={currentYear} />
      ) : null}
      {delivery?.unknown === 'rule-changed' ? (
        <Typography variant="body2" color="text.secondary">
          The schedule’s cadence or time likely changed since that report: its runs are checked
          again once it sends a report on its current schedule.
        </Typography>
      ) : null}
      <Typography variant="body2">
        <Link component={RouterLink} to={reportsPath(siteId, title)}>
          Sent reports likely from this schedule
        </Link>
      </Typography>
    </Box>
  );
}

/** The runs since the last report that likely produced none, oldest first, in the user's zone. */
function RunsNotSent({
  runs,
  timeZone,
  currentYear,
}: {
  runs: readonly number[];
  timeZone: string;
  currentYear: number;
}) {
  const one = runs.length === 1;
  return (
    <Box sx={{ color: 'warning.dark' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {one
          ? 'Since then, 1 run likely produced no report'
          : `Since then, ${runs.length} runs likely produced no report`}
      </Typography>
      <Box component="ul" aria-label="Runs that likely produced no report" sx={{ my: 0.5, pl: 3 }}>
        {runs.map((at) => (
          <li key={at}>
            <Typography variant="body2" component="span">
              <time dateTime={new Date(at).toISOString()}>
                {formatCompactRunDateTime(new Date(at), timeZone, { currentYear, withZone: true })}
              </time>
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        No report with this title fits {one ? 'it' : 'them'}, {REPORT_GRACE_HOURS} hours on.
      </Typography>
    </Box>
  );
}
