import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  toUpdateRequest,
  type SavedSchedule,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useUpdateSchedule } from '#src/features/schedules/api/update-schedule';
import type { SubmitFailure } from '#src/features/schedules/components/schedule-form/submit-failure';
import type { ScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  applyApiFieldErrors,
  type ScheduleFormApi,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

/**
 * Sending an edited schedule's changes, and only those. Nothing changed: no request, and
 * `noChanges` says so. On success the draft is finished and the user lands on the list, told so,
 * with the schedule highlighted; a failure stays on the form, its field errors on the fields.
 */
export function useEditScheduleSubmit({
  siteId,
  scheduleId,
  saved,
  zones,
  form,
  draft,
}: {
  siteId: string;
  scheduleId: string;
  /** The schedule as loaded: what "changed" is measured against. */
  saved: SavedSchedule;
  zones: CalendarZones;
  form: ScheduleFormApi;
  draft: ScheduleDraft;
}) {
  const navigate = useNavigate();
  const updateSchedule = useUpdateSchedule(siteId);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [noChanges, setNoChanges] = useState(false);

  /** Resolves once the outcome is known and shown, so the form stays busy until then. */
  function submit(values: ScheduleFormValues): Promise<void> {
    setFailure(null);
    const changes = toUpdateRequest(saved, values, zones);
    if (Object.keys(changes).length === 0) {
      setNoChanges(true);
      return Promise.resolve();
    }
    setNoChanges(false);
    return new Promise<void>((resolve) => {
      updateSchedule.mutate(
        { scheduleId, changes },
        {
          onSuccess: (response) => {
            draft.finish();
            const state: ScheduleListLocationState = {
              flash: { message: response.message },
              highlight: { uuid: scheduleId },
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

  return { submit, failure, noChanges, busy: updateSchedule.isPending };
}
