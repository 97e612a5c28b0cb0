import { useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  toUpdateRequest,
  type SavedSchedule,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { UpdateScheduleRequest } from '#src/domain/schemas';
import { useUpdateSchedule } from '#src/features/schedules/api/update-schedule';
import type { SubmitFailure } from '#src/features/schedules/components/schedule-form/submit-failure';
import type { ScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  applyApiFieldErrors,
  type ScheduleFormApi,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

/** What Save found to send, shown for review until confirmed or taken back to the form. */
interface PendingChanges {
  /** The PATCH body: the review shows it, and Confirm sends this very object. */
  changes: UpdateScheduleRequest;
  values: ScheduleFormValues;
}

/**
 * Sending an edited schedule's changes, and only those, once reviewed. Save with nothing changed:
 * no review, and `noChanges` says so; otherwise `pending` holds the body to review. On success
 * the draft is finished and the user lands on the list, told so, with the schedule highlighted;
 * a failure goes back to the form, its field errors on the fields.
 */
export function useEditScheduleSubmit({
  siteId,
  scheduleId,
  saved,
  zones,
  form,
  draft,
  formBox,
  onSend,
}: {
  siteId: string;
  scheduleId: string;
  /** The schedule as loaded: what "changed" is measured against. */
  saved: SavedSchedule;
  zones: CalendarZones;
  form: ScheduleFormApi;
  draft: ScheduleDraft;
  /** Around the form, hidden while the review shows: focus returns into it. */
  formBox: RefObject<HTMLElement | null>;
  /** The changes are about to be sent. */
  onSend: () => void;
}) {
  const navigate = useNavigate();
  const updateSchedule = useUpdateSchedule(siteId);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [noChanges, setNoChanges] = useState(false);
  const [pending, setPending] = useState<PendingChanges | null>(null);
  // A second click on Confirm can come before the mutation's pending state renders.
  const sending = useRef(false);

  function submit(values: ScheduleFormValues) {
    setFailure(null);
    const changes = toUpdateRequest(saved, values, zones);
    const unchanged = Object.keys(changes).length === 0;
    setNoChanges(unchanged);
    setPending(unchanged ? null : { changes, values });
  }

  /** The form again, as it was; focus on Save unless something in the form took it. */
  function backToForm() {
    flushSync(() => setPending(null));
    const box = formBox.current;
    if (!box?.contains(document.activeElement)) {
      box?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }

  function confirm() {
    if (!pending || sending.current) return;
    sending.current = true;
    onSend();
    updateSchedule.mutate(
      { scheduleId, changes: pending.changes },
      {
        onSuccess: (response) => {
          draft.finish();
          const state: ScheduleListLocationState = {
            flash: { message: response.message },
            highlight: { uuid: scheduleId },
          };
          void navigate(scheduleListPath(siteId), { state });
        },
        onError: (error) => {
          sending.current = false;
          backToForm();
          setFailure({ error, unplaced: applyApiFieldErrors(form, error) });
        },
      },
    );
  }

  return {
    submit,
    pending,
    confirm,
    backToForm,
    failure,
    noChanges,
    busy: updateSchedule.isPending,
  };
}
