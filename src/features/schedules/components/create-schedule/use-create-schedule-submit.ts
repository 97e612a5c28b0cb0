import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toCreateRequest, type ScheduleFormValues } from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { CreateScheduleRequest } from '#src/domain/schemas';
import {
  useCreateSchedule,
  useWasCreatedAfterAll,
} from '#src/features/schedules/api/create-schedule';
import type { SubmitFailure } from '#src/features/schedules/components/schedule-form/submit-failure';
import type { ScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  applyApiFieldErrors,
  type ScheduleFormApi,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { isAmbiguousFailure } from '#src/lib/http/request-policy';

const CREATED_AFTER_ALL =
  "It was created after all: the service's answer was lost on the way, but the schedule is in the list.";

/** Sends a new schedule; an unknown outcome is settled by a fresh list (`checking`), not a re-send. */
export function useCreateScheduleSubmit({
  siteId,
  zones,
  form,
  draft,
}: {
  siteId: string;
  zones: CalendarZones;
  form: ScheduleFormApi;
  draft: ScheduleDraft;
}) {
  const navigate = useNavigate();
  const createSchedule = useCreateSchedule(siteId);
  const wasCreatedAfterAll = useWasCreatedAfterAll(siteId, zones.service);
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

  async function settleAmbiguous(error: unknown, body: CreateScheduleRequest) {
    setChecking(true);
    const created = await wasCreatedAfterAll(body);
    setChecking(false);
    if (created) succeed(CREATED_AFTER_ALL, body);
    else setFailure({ error, unplaced: [], checkedNotCreated: true });
  }

  /** Resolves once the outcome is known and shown, so the form stays busy until then. */
  function submit(values: ScheduleFormValues): Promise<void> {
    const body = toCreateRequest(values, siteId, zones);
    setFailure(null);
    return new Promise<void>((resolve) => {
      createSchedule.mutate(body, {
        onSuccess: (response) => {
          succeed(response.message, body);
          resolve();
        },
        onError: (error) => {
          if (isAmbiguousFailure(error)) {
            void settleAmbiguous(error, body).then(resolve);
            return;
          }
          setFailure({ error, unplaced: applyApiFieldErrors(form, error) });
          resolve();
        },
      });
    });
  }

  return { submit, failure, checking, busy: createSchedule.isPending || checking };
}
