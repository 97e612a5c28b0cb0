import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Alert } from '#src/components/alert';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useTemplates } from '#src/features/schedules/api/get-templates';
import { templateChoiceFrom } from '#src/features/schedules/components/schedule-form/template-field';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { CreateScheduleForm } from './create-schedule-form';

/**
 * The "New schedule" page of a site: the form once the templates are in, and, when
 * `duplicateId` names a schedule, once that schedule is in too, to start from a copy of it.
 */
export function CreateSchedule({
  siteId,
  duplicateId,
  autoRestore,
}: {
  siteId: string;
  duplicateId: string | null;
  /** Restore the saved draft without asking. */
  autoRestore: boolean;
}) {
  const zones = useCalendarZones();
  const templatesQuery = useTemplates();
  // A copy starts from the list's data: there is no single-schedule GET.
  const listQuery = useSchedules(siteId, { enabled: !!duplicateId });

  const waitingForSource = !!duplicateId && listQuery.isPending;
  const loading = templatesQuery.isPending || waitingForSource;
  const source = duplicateId
    ? listQuery.data?.schedules.find(
        (schedule) => schedule.uuid.toLowerCase() === duplicateId.toLowerCase(),
      )
    : undefined;

  return (
    <Stack spacing={3}>
      <PageHeading>New schedule</PageHeading>
      {loading ? (
        <>
          <QueryRetryNotice
            failureReason={templatesQuery.failureReason ?? listQuery.failureReason}
            failureCount={Math.max(templatesQuery.failureCount, listQuery.failureCount)}
          />
          <PageLoading
            label={waitingForSource ? 'Loading the schedule to copy…' : 'Loading templates…'}
          />
        </>
      ) : (
        <>
          {duplicateId && !source ? (
            <Alert severity="info">
              The schedule to copy was not found: it may no longer be active. The form starts empty
              instead.
            </Alert>
          ) : null}
          {source ? (
            <Typography color="text.secondary">
              Starting from a copy of “{source.title}”. Nothing is saved until you create it.
            </Typography>
          ) : null}
          <CreateScheduleForm
            siteId={siteId}
            zones={zones}
            templates={templateChoiceFrom(templatesQuery)}
            source={source}
            autoRestore={autoRestore}
          />
        </>
      )}
    </Stack>
  );
}
