import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { Schedule } from '#src/domain/schemas';
import { Alert } from '#src/components/alert';
import { ErrorPanel } from '#src/components/error-panel';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { usePrefetchTemplates } from '#src/features/schedules/api/get-templates';
import { ScheduleListStyles } from '#src/features/schedules/components/schedule-list/list-styles';
import { ScheduleBrowser } from '#src/features/schedules/components/schedule-list/schedule-browser';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import {
  ExportStatus,
  SchedulesToolbar,
} from '#src/features/schedules/components/schedule-export/schedules-toolbar';
import { useScheduleExport } from '#src/features/schedules/components/schedule-export/use-schedule-export';
import { useListArrival } from '#src/features/schedules/components/schedule-list/use-list-arrival';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { isApiError } from '#src/lib/api-error';
import { createDownloadTracker } from '#src/lib/download-progress';
import { LoadingSchedules } from './loading-schedules';
import { NoSchedulesYet } from './no-schedules-yet';
import { SiteSchedulesHeading } from './site-schedules-heading';

interface SiteSchedulesProps {
  siteId: string;
  /** A human name for the site, when one is known. */
  siteName: string | undefined;
  /** Called once the site's schedules are in (and again if its name changes meanwhile). */
  onLoaded?: (() => void) | undefined;
  /** What to show when the service knows no such site. */
  renderNotFound: (message: string) => ReactNode;
}

const NO_SCHEDULES: readonly Schedule[] = [];

/** The report schedules of one site: loading, failed, none yet, or the list to browse. */
export function SiteSchedules(props: SiteSchedulesProps) {
  return (
    <>
      {/* The list's stylesheet goes in while the schedules load, not when they arrive. */}
      <ScheduleListStyles />
      {/* A new site starts afresh: its own query, no message meant for another site. */}
      <SchedulesOfSite key={props.siteId.toLowerCase()} {...props} />
    </>
  );
}

function SchedulesOfSite({ siteId, siteName, onLoaded, renderNotFound }: SiteSchedulesProps) {
  const zones = useCalendarZones();
  const { arrival, dismiss } = useListArrival();
  // Progress goes to the loading view alone, so a download does not re-render the whole page.
  const [downloads] = useState(createDownloadTracker);
  const { data, error, isError, isFetching, refetch, failureReason, failureCount } = useSchedules(
    siteId,
    { onProgress: downloads.report },
  );
  usePrefetchTemplates();
  const access = useSiteAccess(siteId);
  const schedules = data?.schedules ?? NO_SCHEDULES;
  const exporter = useScheduleExport(siteId, siteName, schedules);

  const loaded = data !== undefined;
  const announceLoaded = useEffectEvent(() => onLoaded?.());
  useEffect(() => {
    if (loaded) announceLoaded();
  }, [loaded, siteId, siteName]);

  if (isError && !data && isApiError(error) && error.kind === 'not_found') {
    return renderNotFound(error.message);
  }

  const retry = () => void refetch();
  // An account that may not even read the site is told so below: its heading offers nothing,
  // and says nothing about viewing.
  const refused = isError && !data && isApiError(error) && error.kind === 'forbidden';
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
    content = <NoSchedulesYet siteId={siteId} canCreate={access.kind !== 'read-only'} />;
  } else if (data) {
    content = (
      <AddToCalendarContext value={exporter.addToCalendar}>
        <ScheduleBrowser
          schedules={data.schedules}
          siteId={siteId}
          zones={zones}
          arrival={arrival}
        />
      </AddToCalendarContext>
    );
  } else {
    content = <LoadingSchedules downloads={downloads} />;
  }

  return (
    <Stack spacing={2}>
      <SiteSchedulesHeading
        siteId={siteId}
        siteName={siteName}
        access={refused ? { kind: 'none' } : access}
        actions={
          // Exports need no permission but the reading one: a read-only account has them too.
          schedules.length > 0 ? (
            <SchedulesToolbar
              siteId={siteId}
              canChangeRecipients={access.kind !== 'read-only'}
              busy={exporter.busy}
              onExport={exporter.exportFile}
            />
          ) : null
        }
      />
      {schedules.length > 0 ? (
        <ExportStatus notice={exporter.notice} onDismiss={exporter.dismissNotice} />
      ) : null}

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
