import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#src/components/alert';
import { Button, ButtonLink } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { SitePage } from '#src/components/site-page';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { useTemplates } from '#src/features/schedules/api/get-templates';
import { templateChoiceFrom } from '#src/features/schedules/components/schedule-form/template-field';
import { ReadOnlyPage } from '#src/features/schedules/components/site-schedules/read-only-page';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { useScheduleDeletion } from '#src/features/schedules/components/delete-schedule/use-schedule-deletion';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import {
  copySchedulePath,
  scheduleCopiesPath,
  scheduleListPath,
} from '#src/features/schedules/schedule-paths';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { clearDraft } from '#src/lib/forms/draft-store';
import { editDraftKey, EditScheduleForm } from './edit-schedule-form';

const HEADING = 'Edit schedule';

/** The "Edit schedule" page; a known read-only account is told so instead of getting a form. */
export function EditSchedule({
  siteId,
  siteName,
  scheduleId,
  autoRestore,
  notFound,
  lastReport,
}: {
  siteId: string;
  siteName: string | undefined;
  scheduleId: string;
  autoRestore: boolean;
  /** What to show when the list has no such schedule (deleted, or never there). */
  notFound: ReactNode;
  /** Its last report likely sent, and runs since that sent none (the reports feature's, via the route). */
  lastReport?: ((schedule: Schedule, siteTitles: readonly string[]) => ReactNode) | undefined;
}) {
  const zones = useCalendarZones();
  const access = useSiteAccess(siteId);
  // An update refused with a 403 makes the site read-only: its message stays in the form.
  const [sent, setSent] = useState(false);
  const listQuery = useSchedules(siteId);
  const templatesQuery = useTemplates();
  const deletion = useDeleteFromEditPage(siteId, zones);

  const { schedule, goneElsewhere } = useScheduleKeptOpen(listQuery.data?.schedules, scheduleId);
  const siteTitles = useMemo(
    () => (listQuery.data?.schedules ?? []).map((each) => each.title),
    [listQuery.data],
  );
  const site = siteLabel(siteId, siteName);
  const documentTitle = schedule ? [`Edit ${schedule.title}`, site] : [HEADING, site];
  const trail = siteTrail(siteId, siteName, schedule ? `Edit “${schedule.title}”` : HEADING);
  const page = { siteId, siteName, heading: HEADING, documentTitle, trail };
  const frame = (content: ReactNode) => <SitePage {...page}>{content}</SitePage>;

  if (access.kind === 'read-only' && !sent) {
    return <ReadOnlyPage {...page} reason={access.reason} />;
  }
  if (listQuery.isPending || templatesQuery.isPending) {
    return frame(
      <>
        <QueryRetryNotice
          failureReason={listQuery.failureReason ?? templatesQuery.failureReason}
          failureCount={Math.max(listQuery.failureCount, templatesQuery.failureCount)}
        />
        <PageLoading label="Loading the schedule…" />
      </>,
    );
  }
  if (listQuery.isError) {
    return frame(<ErrorPanel error={listQuery.error} onRetry={() => void listQuery.refetch()} />);
  }
  if (!schedule) return notFound;

  return frame(
    <>
      <ScheduleActionBar siteId={siteId} schedule={schedule} deletion={deletion} />
      {goneElsewhere ? (
        <Alert severity="warning">
          This schedule is no longer on the site&apos;s list: it was deleted elsewhere. Your changes
          cannot be saved to it, but they are still here: Save changes offers to create them as a
          new schedule.
        </Alert>
      ) : null}
      {lastReport?.(schedule, siteTitles)}
      {deletion.dialog}
      <EditScheduleForm
        siteId={siteId}
        schedule={schedule}
        zones={zones}
        templates={templateChoiceFrom(templatesQuery)}
        autoRestore={autoRestore}
        onSend={() => setSent(true)}
      />
    </>,
  );
}

/** The schedule's title, and what can be done with it besides editing: across sites, delete. */
function ScheduleActionBar({
  siteId,
  schedule,
  deletion,
}: {
  siteId: string;
  schedule: Schedule;
  deletion: ReturnType<typeof useDeleteFromEditPage>;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {schedule.title}
      </Typography>
      {/* The schedule across sites: rolled out to more, or its copies changed together. */}
      {(
        [
          [copySchedulePath, 'Copy to other sites'],
          [scheduleCopiesPath, 'Copies on other sites'],
        ] as const
      ).map(([path, label]) => (
        <ButtonLink key={label} to={path(siteId, schedule.uuid)} variant="outlined" size="small">
          {label}
        </ButtonLink>
      ))}
      <Button
        variant="outlined"
        color="error"
        size="small"
        onPointerEnter={deletion.prepare}
        onFocus={deletion.prepare}
        onClick={() => deletion.ask(schedule)}
      >
        Delete schedule
      </Button>
    </Box>
  );
}

/** The schedule once found stays, so a refetch without it keeps the form; `goneElsewhere` says so. */
function useScheduleKeptOpen(schedules: readonly Schedule[] | undefined, scheduleId: string) {
  const found = schedules?.find(
    (candidate) => candidate.uuid.toLowerCase() === scheduleId.toLowerCase(),
  );
  const [lastSeen, setLastSeen] = useState<Schedule | undefined>(found);
  if (found && found !== lastSeen) setLastSeen(found);
  return { schedule: found ?? lastSeen, goneElsewhere: !found && lastSeen !== undefined };
}

/** Delete from the edit page: once done, its draft goes and the list says so. */
function useDeleteFromEditPage(siteId: string, zones: CalendarZones) {
  const navigate = useNavigate();
  return useScheduleDeletion({
    siteId,
    zones,
    onDeleted: (deleted, outcome) => {
      // Its draft would only offer changes to a schedule that is no more.
      clearDraft(editDraftKey(deleted.uuid));
      const state: ScheduleListLocationState = {
        deleted: { uuid: deleted.uuid, title: deleted.title, outcome },
      };
      void navigate(scheduleListPath(siteId), { state });
    },
  });
}
