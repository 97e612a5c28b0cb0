import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { ErrorPanel } from '#src/components/error-panel';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { LoadingSchedules } from '#src/features/schedules/components/site-schedules/loading-schedules';
import { NoSchedulesYet } from '#src/features/schedules/components/site-schedules/no-schedules-yet';
import { SiteSchedulesHeading } from '#src/features/schedules/components/site-schedules/site-schedules-heading';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { isApiError } from '#src/lib/api-error';
import { createDownloadTracker } from '#src/lib/download-progress';
import { CalendarMonthView } from './calendar-month-view';
import { CalendarStyles } from './calendar-styles';

interface SiteCalendarProps {
  siteId: string;
  /** A human name for the site, when one is known. */
  siteName: string | undefined;
  /** Called once the site's schedules are in (and again if its name changes meanwhile). */
  onLoaded?: (() => void) | undefined;
  /** What to show when the service knows no such site. */
  renderNotFound: (message: string) => ReactNode;
}

/**
 * The run calendar of one site: loading, failed, none yet, or the month's runs. Its states are
 * the list's (site-schedules.tsx), shown with the list's own pieces.
 */
export function SiteCalendar(props: SiteCalendarProps) {
  return (
    <>
      {/* The calendar's stylesheet goes in while the schedules load, not when they arrive. */}
      <CalendarStyles />
      {/* A new site starts afresh: its own query, no message meant for another site. */}
      <CalendarOfSite key={props.siteId.toLowerCase()} {...props} />
    </>
  );
}

function CalendarOfSite({ siteId, siteName, onLoaded, renderNotFound }: SiteCalendarProps) {
  const zones = useCalendarZones();
  const [downloads] = useState(createDownloadTracker);
  const { data, error, isError, isFetching, refetch, failureReason, failureCount } = useSchedules(
    siteId,
    { onProgress: downloads.report },
  );
  const access = useSiteAccess(siteId);

  const loaded = data !== undefined;
  const announceLoaded = useEffectEvent(() => onLoaded?.());
  useEffect(() => {
    if (loaded) announceLoaded();
  }, [loaded, siteId, siteName]);

  if (isError && !data && isApiError(error) && error.kind === 'not_found') {
    return renderNotFound(error.message);
  }

  const retry = () => void refetch();
  const refused = isError && !data && isApiError(error) && error.kind === 'forbidden';
  let content;
  if (isFetching && !data) {
    content = <LoadingSchedules downloads={downloads} />;
  } else if (isError && !data) {
    content = refused ? (
      <ErrorPanel error={error} title="You don't have permission to see this site's schedules" />
    ) : (
      <ErrorPanel error={error} title="The schedules could not be loaded" onRetry={retry} />
    );
  } else if (data && data.schedules.length === 0) {
    content = <NoSchedulesYet siteId={siteId} canCreate={access.kind !== 'read-only'} />;
  } else if (data) {
    content = <CalendarMonthView schedules={data.schedules} siteId={siteId} zones={zones} />;
  } else {
    content = <LoadingSchedules downloads={downloads} />;
  }

  return (
    <Stack spacing={2}>
      <SiteSchedulesHeading
        siteId={siteId}
        siteName={siteName}
        access={refused ? { kind: 'none' } : access}
        view="calendar"
        heading="Run calendar"
        pageTitle="Calendar"
      />
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
