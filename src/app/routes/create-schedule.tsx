import { Alert } from '#src/components/alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { isUuid } from '#src/domain/ids';
import {
  defaultFormValues,
  duplicateFormValues,
  toCreateRequest,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { CreateScheduleRequest, Schedule } from '#src/domain/schemas';
import {
  findCreatedSchedule,
  useCreateSchedule,
} from '#src/features/schedules/api/schedule-mutations';
import {
  scheduleQueries,
  useTemplateQueryOptions,
} from '#src/features/schedules/api/schedule-queries';
import { ScheduleForm } from '#src/features/schedules/components/schedule-form/schedule-form';
import {
  isAmbiguousFailure,
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

/**
 * `/sites/:siteId/schedules/new`, optionally `?duplicate=<uuid>` (start from a copy of that
 * schedule) and `?restore=1` (restore the saved draft without asking).
 */
export default function CreateSchedulePage() {
  const { siteId = '' } = useParams();
  if (!isUuid(siteId)) {
    return (
      <NotFound message={`“${siteId}” is not a site ID, so no schedule can be created here.`} />
    );
  }
  return <CreateSchedule key={siteId.toLowerCase()} siteId={siteId.trim()} />;
}

function CreateSchedule({ siteId }: { siteId: string }) {
  const api = useApiClient();
  const [searchParams] = useSearchParams();
  const duplicateId = searchParams.get('duplicate');
  const zones = useCalendarZones();
  const templatesQuery = useQuery(useTemplateQueryOptions());
  // A copy starts from the list's data: there is no single-schedule GET.
  const listQuery = useQuery({ ...scheduleQueries.list(api, siteId), enabled: !!duplicateId });

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
            autoRestore={searchParams.get('restore') === '1'}
          />
        </>
      )}
    </Stack>
  );
}

function CreateScheduleForm({
  siteId,
  zones,
  templates,
  source,
  autoRestore,
}: {
  siteId: string;
  zones: CalendarZones;
  templates: TemplateChoice;
  source: Schedule | undefined;
  autoRestore: boolean;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createSchedule = useCreateSchedule(siteId);
  const [defaults] = useState<ScheduleFormValues>(() => {
    const now = new Date();
    if (source) return duplicateFormValues(source, { now, zones });
    const template = templates.status === 'loaded' ? templates.templates[0] : undefined;
    return defaultFormValues({ now, timeZone: zones.user, template });
  });
  const form = useScheduleForm({ defaultValues: defaults, timeZone: zones.user });
  const draft = useScheduleDraft(form, {
    key: `create:${siteId.toLowerCase()}`,
    defaults,
    autoRestore,
    onRestored: () => realignPastFirstRun(form, zones.user),
  });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [checking, setChecking] = useState(false);

  function succeed(message: string, body: CreateScheduleRequest) {
    draft.finish();
    const state: ScheduleListLocationState = {
      flash: { message },
      highlight: { title: body.title, nextRun: body.next_scheduled_date },
    };
    void navigate(scheduleListPath(siteId), { state });
  }

  /** After a lost answer: is the schedule in the fresh list? */
  async function wasCreatedAfterAll(body: CreateScheduleRequest): Promise<boolean> {
    try {
      const fresh = await queryClient.fetchQuery({
        ...scheduleQueries.list(api, siteId),
        staleTime: 0,
      });
      return findCreatedSchedule(fresh.schedules, body) !== undefined;
    } catch {
      return false;
    }
  }

  function handleSubmit(values: ScheduleFormValues): Promise<void> {
    const body = toCreateRequest(values, siteId, zones);
    setFailure(null);
    return new Promise<void>((resolve) => {
      createSchedule.mutate(body, {
        onSuccess: (response) => {
          succeed(response.message, body);
          resolve();
        },
        onError: (error) => {
          if (!isAmbiguousFailure(error)) {
            const unplaced = applyApiFieldErrors(form, error);
            setFailure({ error, unplaced });
            resolve();
            return;
          }
          setChecking(true);
          void wasCreatedAfterAll(body).then((created) => {
            setChecking(false);
            if (created) {
              succeed(
                "It was created after all: the service's answer was lost on the way, but the schedule is in the list.",
                body,
              );
            } else {
              setFailure({ error, unplaced: [], checkedNotCreated: true });
            }
            resolve();
          });
        },
      });
    });
  }

  return (
    <ScheduleForm
      form={form}
      mode="create"
      zones={zones}
      templates={templates}
      draft={draft}
      onSubmit={handleSubmit}
      busy={createSchedule.isPending || checking}
      cancelTo={scheduleListPath(siteId)}
      feedback={
        <>
          {checking ? (
            <Alert severity="info" role="status">
              The service did not answer clearly. Checking whether the schedule was created…
            </Alert>
          ) : null}
          {failure ? <SubmitFailureAlert failure={failure} /> : null}
        </>
      }
    />
  );
}
