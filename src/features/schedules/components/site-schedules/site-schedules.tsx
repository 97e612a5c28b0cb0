import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Alert } from '#src/components/alert';
import type { Schedule } from '#src/domain/schemas';
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
import { SiteSchedulesHeading } from './site-schedules-heading';
import { useSiteSchedules } from './use-site-schedules';

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
  const { schedules, notFound, access, placeholder, notices } = useSiteSchedules(
    siteId,
    siteName,
    onLoaded,
  );
  usePrefetchTemplates();
  const exporter = useScheduleExport(siteId, siteName, schedules ?? NO_SCHEDULES);

  if (notFound !== undefined) return renderNotFound(notFound);

  return (
    <Stack spacing={2}>
      <SiteSchedulesHeading
        siteId={siteId}
        siteName={siteName}
        access={access}
        actions={
          // Exports need no permission but the reading one: a read-only account has them too.
          schedules ? (
            <SchedulesToolbar
              siteId={siteId}
              canChangeRecipients={access.kind !== 'read-only'}
              busy={exporter.busy}
              onExport={exporter.exportFile}
            />
          ) : null
        }
      />
      {schedules ? (
        <ExportStatus notice={exporter.notice} onDismiss={exporter.dismissNotice} />
      ) : null}

      {arrival?.flash ? (
        <Alert severity="success" role="status" onClose={dismiss}>
          {arrival.flash.message}
        </Alert>
      ) : null}

      {notices}

      {schedules ? (
        <AddToCalendarContext value={exporter.addToCalendar}>
          <ScheduleBrowser schedules={schedules} siteId={siteId} zones={zones} arrival={arrival} />
        </AddToCalendarContext>
      ) : (
        placeholder
      )}
    </Stack>
  );
}
