import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorPanel } from '#src/components/error-panel';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useTemplates } from '#src/features/schedules/api/get-templates';
import { templateChoiceFrom } from '#src/features/schedules/components/schedule-form/template-field';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { EditScheduleForm } from './edit-schedule-form';

/**
 * The "Edit schedule" page: the form is mounted only once the schedule is in, filled from it.
 * The service has no single-schedule GET, so the schedule comes from its site's list.
 */
export function EditSchedule({
  siteId,
  scheduleId,
  autoRestore,
  notFound,
}: {
  siteId: string;
  scheduleId: string;
  /** Restore the saved draft without asking. */
  autoRestore: boolean;
  /** What to show when the list has no such schedule (deleted, or never there). */
  notFound: ReactNode;
}) {
  const zones = useCalendarZones();
  const listQuery = useSchedules(siteId);
  const templatesQuery = useTemplates();

  if (listQuery.isPending || templatesQuery.isPending) {
    return (
      <Stack spacing={3}>
        <PageHeading>Edit schedule</PageHeading>
        <QueryRetryNotice
          failureReason={listQuery.failureReason ?? templatesQuery.failureReason}
          failureCount={Math.max(listQuery.failureCount, templatesQuery.failureCount)}
        />
        <PageLoading label="Loading the schedule…" />
      </Stack>
    );
  }
  if (listQuery.isError) {
    return (
      <Stack spacing={3}>
        <PageHeading>Edit schedule</PageHeading>
        <ErrorPanel error={listQuery.error} onRetry={() => void listQuery.refetch()} />
      </Stack>
    );
  }

  const schedule = listQuery.data.schedules.find(
    (candidate) => candidate.uuid.toLowerCase() === scheduleId.toLowerCase(),
  );
  if (!schedule) return notFound;

  return (
    <Stack spacing={3}>
      <PageHeading documentTitle={`Edit ${schedule.title}`}>Edit schedule</PageHeading>
      <Typography color="text.secondary">{schedule.title}</Typography>
      <EditScheduleForm
        siteId={siteId}
        schedule={schedule}
        zones={zones}
        templates={templateChoiceFrom(templatesQuery)}
        autoRestore={autoRestore}
      />
    </Stack>
  );
}
