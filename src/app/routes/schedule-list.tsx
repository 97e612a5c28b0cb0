import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DownloadProgressBar } from '#src/components/download-progress-bar';
import { ErrorPanel } from '#src/components/error-panel';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { isUuid } from '#src/domain/ids';
import {
  scheduleQueries,
  useTemplateQueryOptions,
} from '#src/features/schedules/api/schedule-queries';
import { ScheduleListStyles } from '#src/features/schedules/components/schedule-list/list-styles';
import { ScheduleBrowser } from '#src/features/schedules/components/schedule-list/schedule-browser';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';
import { useListArrival } from '#src/features/schedules/components/schedule-list/use-list-arrival';
import { rememberSite } from '#src/features/sites/recent-sites';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { useSiteName } from '#src/features/sites/use-site-name';
import { isApiError } from '#src/lib/api-error';
import { useApiClient } from '#src/lib/api-client-context';
import { createDownloadTracker, type DownloadTracker } from '#src/lib/download-progress';
import { NotFound } from './not-found';
import { ButtonLink } from '#src/components/button';
import { Alert } from '#src/components/alert';

/** `/sites/:siteId/schedules`: the report schedules of one site. */
export default function ScheduleListPage() {
  const { siteId = '' } = useParams();
  if (!isUuid(siteId)) {
    return (
      <NotFound
        message={`“${siteId}” is not a site ID. A site ID is a UUID, such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10.`}
      />
    );
  }
  // A new site starts afresh: its own query, no message meant for another site.
  return (
    <>
      {/* The list's stylesheet goes in while the schedules load, not when they arrive. */}
      <ScheduleListStyles />
      <SiteSchedules key={siteId.toLowerCase()} siteId={siteId.trim()} />
    </>
  );
}

/** While the list loads; a long download (thousands of schedules) shows how far it has come. */
function LoadingSchedules({ downloads }: { downloads: DownloadTracker }) {
  const progress = useSyncExternalStore(downloads.subscribe, downloads.getSnapshot);
  return (
    <Stack spacing={2}>
      <PageLoading label="Loading schedules…" />
      {progress ? <DownloadProgressBar label="Downloading schedules" progress={progress} /> : null}
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={168} aria-hidden="true" />
      ))}
    </Stack>
  );
}

function NoSchedulesYet({ siteId }: { siteId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No report schedules yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 480, mx: 'auto' }}>
        A schedule emails this site&apos;s report to the people you choose, every week, every two
        weeks or every month.
      </Typography>
      <ButtonLink to={newSchedulePath(siteId)} variant="contained">
        Create a schedule
      </ButtonLink>
    </Paper>
  );
}

/**
 * Asks for the template names (the cards show them) along with the schedules rather than after
 * them, so the first page of cards renders once, with its names, instead of twice.
 */
function usePrefetchTemplates() {
  const queryClient = useQueryClient();
  const templates = useTemplateQueryOptions();
  useEffect(() => {
    void queryClient.prefetchQuery(templates);
  }, [queryClient, templates]);
}

function SiteSchedules({ siteId }: { siteId: string }) {
  const api = useApiClient();
  const siteName = useSiteName(siteId);
  const zones = useCalendarZones();
  const { arrival, dismiss } = useListArrival();
  // Progress goes to the loading view alone, so a download does not re-render the whole page.
  const [downloads] = useState(createDownloadTracker);
  const { data, error, isError, isFetching, refetch, failureReason, failureCount } = useQuery(
    scheduleQueries.list(api, siteId, downloads.report),
  );
  usePrefetchTemplates();

  const loaded = data !== undefined;
  useEffect(() => {
    // Only a site that answered is worth offering again on the site picker.
    if (loaded) rememberSite({ id: siteId.toLowerCase(), name: siteName });
  }, [loaded, siteId, siteName]);

  if (isError && !data && isApiError(error) && error.kind === 'not_found') {
    return <NotFound message={error.message} />;
  }

  const retry = () => void refetch();
  let content;
  if (isFetching && !data) {
    content = <LoadingSchedules downloads={downloads} />;
  } else if (isError && !data) {
    content =
      isApiError(error) && error.kind === 'forbidden' ? (
        <ErrorPanel error={error} title="You don't have permission to see this site's schedules" />
      ) : (
        <ErrorPanel error={error} title="The schedules could not be loaded" onRetry={retry} />
      );
  } else if (data && data.schedules.length === 0) {
    content = <NoSchedulesYet siteId={siteId} />;
  } else if (data) {
    content = (
      <ScheduleBrowser schedules={data.schedules} siteId={siteId} zones={zones} arrival={arrival} />
    );
  } else {
    content = <LoadingSchedules downloads={downloads} />;
  }

  return (
    <Stack spacing={3}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to="/">
          Choose a site
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ wordBreak: 'break-all' }}>
          {siteName ?? siteId}
        </Typography>
      </Breadcrumbs>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading documentTitle={siteName ? `Report schedules · ${siteName}` : undefined}>
            Report schedules
          </PageHeading>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {siteName ? `${siteName} · ` : 'Site '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
              {siteId}
            </Box>
          </Typography>
        </Box>
        <ButtonLink to={newSchedulePath(siteId)} variant="contained" sx={{ flexShrink: 0 }}>
          New schedule
        </ButtonLink>
      </Stack>

      {arrival?.flash ? (
        <Alert severity="success" role="status" onClose={dismiss}>
          {arrival.flash.message}
        </Alert>
      ) : null}

      {isFetching ? (
        <QueryRetryNotice failureReason={failureReason} failureCount={failureCount} />
      ) : null}

      {data && isError && !isFetching ? (
        <ErrorPanel error={error} title="The schedules could not be refreshed" onRetry={retry} />
      ) : null}

      {content}
    </Stack>
  );
}
