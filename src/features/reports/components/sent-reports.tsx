import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DownloadProgressBar } from '#src/components/download-progress-bar';
import { ErrorPanel } from '#src/components/error-panel';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { siteDelivery } from '#src/domain/runs-not-sent';
import { newestFirst } from '#src/domain/sent-reports';
import { useReports } from '#src/features/reports/api/get-reports';
import { isApiError } from '#src/lib/http/api-error';
import { createDownloadTracker, type DownloadTracker } from '#src/lib/http/download-progress';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { useOnLoaded } from '#src/lib/scheduling/use-on-loaded';
import { ReportBrowser, type ScheduleTitles } from './report-browser';

interface SentReportsProps {
  siteId: string;
  /** The page's heading, from the app; `refused`: the account may not read the reports. */
  heading: (refused: boolean) => ReactNode;
  schedules: ScheduleTitles;
  onLoaded?: (() => void) | undefined;
  renderNotFound: (message: string) => ReactNode;
}

/** One site's sent reports, in the same states as its schedule list. */
export function SentReports(props: SentReportsProps) {
  // A new site starts afresh: its own query, no message meant for another site.
  return <ReportsOfSite key={props.siteId.toLowerCase()} {...props} />;
}

function LoadingReports({ downloads }: { downloads: DownloadTracker }) {
  const progress = useSyncExternalStore(downloads.subscribe, downloads.getSnapshot);
  return (
    <Stack spacing={2}>
      <PageLoading label="Loading sent reports…" />
      {progress ? (
        <DownloadProgressBar label="Downloading sent reports" progress={progress} />
      ) : null}
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} aria-hidden="true" />
      ))}
    </Stack>
  );
}

function NoReportsYet() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No sent reports yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
        No reports have been sent for this site yet. A new schedule has none until its first run.
      </Typography>
    </Paper>
  );
}

function ReportsOfSite({ siteId, heading, schedules, onLoaded, renderNotFound }: SentReportsProps) {
  // Read once per page, so the page never changes zone under the user's hands.
  const zones = useCalendarZones();
  const timeZone = zones.user;
  // Progress goes to the loading view alone, so a download does not re-render the whole page.
  const [downloads] = useState(createDownloadTracker);
  const { data, dataUpdatedAt, error, isError, isFetching, refetch, failureReason, failureCount } =
    useReports(siteId, { onProgress: downloads.report });
  const reports = useMemo(() => (data ? newestFirst(data.reports) : undefined), [data]);
  const runsNotSent = useMemo(
    () =>
      data && schedules.list
        ? siteDelivery(schedules.list, data.reports, {
            now: new Date(dataUpdatedAt),
            serviceTimeZone: zones.service,
          }).notSent
        : undefined,
    [data, dataUpdatedAt, schedules.list, zones.service],
  );

  const loaded = data !== undefined;
  useOnLoaded(loaded, onLoaded);

  const retry = () => void refetch();
  const failedFirst = isError && !data;
  const firstFailure = failedFirst && isApiError(error) ? error : undefined;
  if (firstFailure?.kind === 'not_found') return renderNotFound(firstFailure.message);
  const refused = firstFailure?.kind === 'forbidden';

  let body: ReactNode;
  if (reports && reports.length > 0) {
    body = (
      <ReportBrowser
        reports={reports}
        runsNotSent={runsNotSent}
        schedules={schedules}
        timeZone={timeZone}
      />
    );
  } else if (reports) {
    body = <NoReportsYet />;
  } else if (failedFirst) {
    body = refused ? (
      <ErrorPanel error={error} title="You don't have permission to see this site's reports" />
    ) : (
      <ErrorPanel error={error} title="The sent reports could not be loaded" onRetry={retry} />
    );
  } else {
    body = <LoadingReports downloads={downloads} />;
  }

  return (
    <Stack spacing={2}>
      {heading(refused)}
      {isFetching ? (
        <QueryRetryNotice failureReason={failureReason} failureCount={failureCount} />
      ) : null}
      {data && isError && !isFetching ? (
        <ErrorPanel error={error} title="The sent reports could not be refreshed" onRetry={retry} />
      ) : null}
      {body}
    </Stack>
  );
}
