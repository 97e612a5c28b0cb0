import { Alert } from '#src/components/alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/components/error-panel';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { isUuid } from '#src/domain/ids';
import {
  savedScheduleOf,
  type SavedSchedule,
  toUpdateRequest,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { useUpdateSchedule } from '#src/features/schedules/api/schedule-mutations';
import {
  scheduleQueries,
  useTemplateQueryOptions,
} from '#src/features/schedules/api/schedule-queries';
import { ScheduleForm } from '#src/features/schedules/components/schedule-form/schedule-form';
import {
  SubmitFailureAlert,
  type SubmitFailure,
} from '#src/features/schedules/components/schedule-form/submit-failure';
import {
  templateChoiceFrom,
  type TemplateChoice,
} from '#src/features/schedules/components/schedule-form/template-field';
import { useScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  applyApiFieldErrors,
  realignPastFirstRun,
  useScheduleForm,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { useCalendarZones } from '#src/features/schedules/use-calendar-zones';
import { useApiClient } from '#src/lib/api-client-context';
import { NotFound } from './not-found';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** `/sites/:siteId/schedules/:scheduleId/edit`. */
export default function EditSchedulePage() {
  const { siteId = '', scheduleId = '' } = useParams();
  if (!isUuid(siteId) || !isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <EditSchedule
      key={`${siteId}/${scheduleId}`.toLowerCase()}
      siteId={siteId.trim()}
      scheduleId={scheduleId.trim()}
    />
  );
}

function EditSchedule({ siteId, scheduleId }: { siteId: string; scheduleId: string }) {
  const api = useApiClient();
  const [searchParams] = useSearchParams();
  const zones = useCalendarZones();
  // The service has no single-schedule GET: the schedule comes from the site's list.
  const listQuery = useQuery(scheduleQueries.list(api, siteId));
  const templatesQuery = useQuery(useTemplateQueryOptions());

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
  if (!schedule) return <NotFound message={NOT_ACTIVE_MESSAGE} />;

  return (
    <Stack spacing={3}>
      <PageHeading documentTitle={`Edit ${schedule.title}`}>Edit schedule</PageHeading>
      <Typography color="text.secondary">{schedule.title}</Typography>
      <EditScheduleForm
        siteId={siteId}
        schedule={schedule}
        zones={zones}
        templates={templateChoiceFrom(templatesQuery)}
        autoRestore={searchParams.get('restore') === '1'}
      />
    </Stack>
  );
}

function EditScheduleForm({
  siteId,
  schedule,
  zones,
  templates,
  autoRestore,
}: {
  siteId: string;
  schedule: Schedule;
  zones: CalendarZones;
  templates: TemplateChoice;
  autoRestore: boolean;
}) {
  const navigate = useNavigate();
  const updateSchedule = useUpdateSchedule(siteId);
  // Read once: a background refetch of the list must not change what "unchanged" means.
  const [saved] = useState<SavedSchedule>(() => savedScheduleOf(schedule, zones));
  const initial = saved.values;
  const form = useScheduleForm({ defaultValues: initial, timeZone: zones.user, initial });
  const draft = useScheduleDraft(form, {
    key: `edit:${schedule.uuid.toLowerCase()}`,
    defaults: initial,
    autoRestore,
    onRestored: () => realignPastFirstRun(form, zones.user, initial),
  });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [noChanges, setNoChanges] = useState(false);

  function handleSubmit(values: ScheduleFormValues): Promise<void> {
    setFailure(null);
    const changes = toUpdateRequest(saved, values, zones);
    if (Object.keys(changes).length === 0) {
      setNoChanges(true);
      return Promise.resolve();
    }
    setNoChanges(false);
    return new Promise<void>((resolve) => {
      updateSchedule.mutate(
        { scheduleId: schedule.uuid, changes },
        {
          onSuccess: (response) => {
            draft.finish();
            const state: ScheduleListLocationState = {
              flash: { message: response.message },
              highlight: { uuid: schedule.uuid },
            };
            void navigate(scheduleListPath(siteId), { state });
            resolve();
          },
          onError: (error) => {
            setFailure({ error, unplaced: applyApiFieldErrors(form, error) });
            resolve();
          },
        },
      );
    });
  }

  return (
    <ScheduleForm
      form={form}
      mode="edit"
      zones={zones}
      saved={saved}
      templates={templates}
      draft={draft}
      onSubmit={handleSubmit}
      busy={updateSchedule.isPending}
      cancelTo={scheduleListPath(siteId)}
      feedback={
        <>
          {noChanges ? (
            <Alert severity="info" role="status">
              No changes to save.
            </Alert>
          ) : null}
          {failure ? <SubmitFailureAlert failure={failure} /> : null}
        </>
      }
    />
  );
}
