import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  compareEdit,
  recheckBeforeSending,
  type ConflictChoices,
  type EditComparison,
  type EditedField,
} from '#src/domain/edit-conflicts';
import {
  toUpdateRequest,
  type SavedSchedule,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule, UpdateScheduleRequest } from '#src/domain/schemas';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { useUpdateSchedule } from '#src/features/schedules/api/update-schedule';
import type { SubmitFailure } from '#src/features/schedules/components/schedule-form/submit-failure';
import type { ScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  applyApiFieldErrors,
  type ScheduleFormApi,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { useApiClient } from '#src/lib/http/api-client-context';

/** What Save found to send, shown for review until confirmed or taken back to the form. */
export interface PendingChanges {
  /** Your changes: the PATCH body against the schedule as it was opened. */
  changes: UpdateScheduleRequest;
  values: ScheduleFormValues;
  /** The schedule on the service's list when last read; undefined once it is gone. */
  current: Schedule | undefined;
  /** What changed elsewhere since it was opened, against your changes. */
  comparison: EditComparison;
  choices: ConflictChoices;
  /** The read before sending found it changed again since the review was shown. */
  changedAgain: boolean;
}

const NOTHING_SENT = 'Nothing was sent: the schedule already has these values.';

/** Sends a reviewed edit, re-reading the list first: a newer change shows the review again. */
export function useEditScheduleSubmit({
  siteId,
  opened,
  saved,
  returnTo,
  zones,
  form,
  draft,
  formBox,
  onSend,
}: {
  siteId: string;
  /** The schedule as the form was opened with it. */
  opened: Schedule;
  /** The same, as form values: what "changed" is measured against. */
  saved: SavedSchedule;
  /** Where a save lands: the list (told so, the schedule highlighted), or the calendar. */
  returnTo: string;
  zones: CalendarZones;
  form: ScheduleFormApi;
  draft: ScheduleDraft;
  /** Around the form, hidden while the review shows: focus returns into it. */
  formBox: RefObject<HTMLElement | null>;
  onSend: () => void;
}) {
  const navigate = useNavigate();
  const reread = useReread(siteId, opened.uuid);
  const updateSchedule = useUpdateSchedule(siteId);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [noChanges, setNoChanges] = useState(false);
  const { pending, setPending, choose, backToForm } = usePendingReview(formBox);
  // A second click on Confirm can come before the mutation's pending state renders.
  const sending = useRef(false);

  async function submit(values: ScheduleFormValues) {
    setFailure(null);
    const changes = toUpdateRequest(saved, values, zones);
    const unchanged = Object.keys(changes).length === 0;
    setNoChanges(unchanged);
    if (unchanged) return;
    const read = await reread.read();
    if ('error' in read) {
      setFailure({ error: read.error, unplaced: [] });
      return;
    }
    const { current } = read;
    const comparison = compareEdit({ opened, current, changes, serviceTimeZone: zones.service });
    setPending({ changes, values, current, comparison, choices: {}, changedAgain: false });
  }

  const finishWith = (state: ScheduleListLocationState) => {
    draft.finish();
    void navigate(returnTo, { state });
  };
  function send(body: UpdateScheduleRequest) {
    updateSchedule.mutate(
      { scheduleId: opened.uuid, changes: body },
      {
        onSuccess: (response) =>
          finishWith({ flash: { message: response.message }, highlight: { uuid: opened.uuid } }),
        onError: (error) => {
          sending.current = false;
          backToForm();
          setFailure({ error, unplaced: applyApiFieldErrors(form, error) });
        },
      },
    );
  }

  async function confirm() {
    if (!pending || sending.current) return;
    sending.current = true;
    onSend();
    const read = await reread.read();
    if ('error' in read) {
      sending.current = false;
      setFailure({ error: read.error, unplaced: [] });
      return;
    }
    const { current } = read;
    const next = recheckBeforeSending({
      opened,
      reviewed: pending.current,
      current,
      changes: pending.changes,
      choices: pending.choices,
      serviceTimeZone: zones.service,
    });
    if (next.kind === 'review-again') {
      // Shown again, updated, the choices made kept.
      sending.current = false;
      setPending({ ...pending, current, ...next });
      return;
    }
    const { body } = next;
    if (Object.keys(body).length === 0) {
      finishWith({ flash: { message: NOTHING_SENT }, highlight: { uuid: opened.uuid } });
      return;
    }
    send(body);
  }

  return {
    submit,
    pending,
    choose,
    confirm,
    backToForm,
    failure,
    noChanges,
    busy: updateSchedule.isPending || reread.checking,
  };
}

/** Reads the list afresh, past the cache, for the schedule (undefined if gone); `checking` meanwhile. */
function useReread(siteId: string, scheduleId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  async function read(): Promise<{ current: Schedule | undefined } | { error: unknown }> {
    setChecking(true);
    try {
      const list = await queryClient.fetchQuery({
        ...scheduleQueries.list(api, siteId),
        staleTime: 0,
      });
      const uuid = scheduleId.toLowerCase();
      return { current: list.schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid) };
    } catch (error) {
      return { error };
    } finally {
      setChecking(false);
    }
  }
  return { read, checking };
}

/** The review shown: `choose` settles a conflict; `backToForm` closes it and refocuses Save. */
function usePendingReview(formBox: RefObject<HTMLElement | null>) {
  const [pending, setPending] = useState<PendingChanges | null>(null);
  function backToForm() {
    flushSync(() => setPending(null));
    const box = formBox.current;
    if (!box?.contains(document.activeElement)) {
      box?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }
  function choose(field: EditedField, side: 'theirs' | 'yours') {
    setPending((shown) =>
      shown ? { ...shown, choices: { ...shown.choices, [field]: side } } : shown,
    );
  }
  return { pending, setPending, choose, backToForm };
}
