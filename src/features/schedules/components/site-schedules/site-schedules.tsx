import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import { useStableCallback } from '#src/lib/hooks/use-stable-callback';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import {
  DeletedNotice,
  type DeletedSchedule,
} from '#src/features/schedules/components/delete-schedule/deleted-notice';
import {
  focusAfterDelete,
  neighbourScheduleId,
} from '#src/features/schedules/components/delete-schedule/focus-after-delete';
import { useScheduleDeletion } from '#src/features/schedules/components/delete-schedule/use-schedule-deletion';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { useBulkDeleteFlow } from '#src/features/schedules/components/bulk-delete/use-bulk-delete-flow';
import { SelectionActions } from './selection-actions';
import { SiteSchedulesHeading } from './site-schedules-heading';
import { useSiteSchedules } from './use-site-schedules';

/** A site page's props: the schedules list and the run calendar take the same. */
export interface SiteSchedulesProps {
  siteId: string;
  siteName: string | undefined;
  /** Called once the site's schedules are in (and again if its name changes meanwhile). */
  onLoaded?: (() => void) | undefined;
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
  const { loaded, schedules, notFound, access, placeholder, notices } = useSiteSchedules(
    siteId,
    siteName,
    onLoaded,
  );
  usePrefetchTemplates(loaded);
  const exporter = useScheduleExport(siteId, siteName, schedules ?? NO_SCHEDULES);
  const removal = useListDeletion(siteId, zones, schedules ?? NO_SCHEDULES);
  const deleted = removal.deleted ?? arrival?.deleted;
  const bulkDelete = useBulkDeleteFlow(siteId, zones.service);
  const canWrite = access.kind !== 'read-only';

  if (notFound !== undefined) return renderNotFound(notFound);

  return (
    <Stack spacing={1.5}>
      <SiteSchedulesHeading
        siteId={siteId}
        siteName={siteName}
        access={access}
        actions={
          // Exports need no permission but the reading one: a read-only account has them too.
          schedules ? (
            <SchedulesToolbar
              siteId={siteId}
              canChangeRecipients={canWrite}
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

      {deleted ? (
        <DeletedNotice
          siteId={siteId}
          deleted={deleted}
          onDismiss={() => {
            removal.dismiss();
            dismiss();
          }}
        />
      ) : null}

      {notices}

      {bulkDelete.element}

      {schedules ? (
        <AddToCalendarContext value={exporter.addToCalendar}>
          <DeleteScheduleContext value={canWrite ? removal.ask : undefined}>
            <ScheduleBrowser
              schedules={schedules}
              siteId={siteId}
              zones={zones}
              arrival={arrival}
              selectionActions={(selected, clearSelection) => (
                <SelectionActions
                  siteId={siteId}
                  selected={selected}
                  canWrite={canWrite}
                  exportBusy={exporter.busy}
                  onExport={exporter.exportFile}
                  onDelete={() => bulkDelete.ask(selected, clearSelection)}
                />
              )}
            />
          </DeleteScheduleContext>
        </AddToCalendarContext>
      ) : (
        placeholder
      )}
      {removal.dialog}
    </Stack>
  );
}

/** Deleting from the rows: once done, the list says so and focus goes to the next row or heading. */
function useListDeletion(siteId: string, zones: CalendarZones, schedules: readonly Schedule[]) {
  const [deleted, setDeleted] = useState<DeletedSchedule | null>(null);
  const neighbour = useRef<string | null>(null);
  const [focusPending, setFocusPending] = useState(0);
  const deletion = useScheduleDeletion({
    siteId,
    zones,
    onDeleted: (schedule, outcome) => {
      setDeleted({ uuid: schedule.uuid, title: schedule.title, outcome });
      setFocusPending((count) => count + 1);
    },
  });

  // After the render without the row, and after the dialog has closed (it returns focus).
  useEffect(() => {
    if (focusPending > 0) focusAfterDelete(neighbour.current);
  }, [focusPending]);

  const ask = useStableCallback((uuid: string) => {
    const schedule = schedules.find((candidate) => candidate.uuid === uuid);
    if (!schedule) return;
    neighbour.current = neighbourScheduleId(uuid);
    deletion.ask(schedule);
  });

  return { ask, dialog: deletion.dialog, deleted, dismiss: () => setDeleted(null) };
}
