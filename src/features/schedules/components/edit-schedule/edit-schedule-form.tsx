import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#src/components/alert';
import { PageLoading } from '#src/components/page-loading';
import { savedScheduleOf, type SavedSchedule } from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { ScheduleForm } from '#src/features/schedules/components/schedule-form/schedule-form';
import { SubmitFailureAlert } from '#src/features/schedules/components/schedule-form/submit-failure';
import type { TemplateChoice } from '#src/features/schedules/components/schedule-form/template-field';
import { useScheduleDraft } from '#src/features/schedules/components/schedule-form/use-schedule-draft';
import {
  realignPastFirstRun,
  useScheduleForm,
} from '#src/features/schedules/components/schedule-form/use-schedule-form';
import { editReturnPath } from '#src/features/schedules/edit-return';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';
import { useEditScheduleSubmit } from './use-edit-schedule-submit';

const loadReview = () => import('./edit-review');
const EditReview = lazy(loadReview);

/** Where an edit's draft is kept: one per schedule. */
export function editDraftKey(scheduleId: string): string {
  return `edit:${scheduleId.toLowerCase()}`;
}

/** An existing schedule's form; it stays mounted, hidden, under the review, so Back finds it as left. */
export function EditScheduleForm({
  siteId,
  schedule,
  zones,
  templates,
  autoRestore,
  onSend,
}: {
  siteId: string;
  schedule: Schedule;
  zones: CalendarZones;
  templates: TemplateChoice;
  autoRestore: boolean;
  onSend: () => void;
}) {
  // Read once: a refetch must not change what "unchanged" or "changed elsewhere" is measured against.
  const [opened] = useState(schedule);
  const [saved] = useState<SavedSchedule>(() => savedScheduleOf(schedule, zones));
  const initial = saved.values;
  const form = useScheduleForm({ defaultValues: initial, timeZone: zones.user, initial });
  const draft = useScheduleDraft(form, {
    key: editDraftKey(schedule.uuid),
    defaults: initial,
    autoRestore,
    onRestored: () => realignPastFirstRun(form, zones.user, initial),
  });
  const formBox = useRef<HTMLDivElement>(null);
  // Back where the edit started: the calendar it was opened from, else the list.
  const location = useLocation();
  const navigate = useNavigate();
  const [returnTo] = useState(() => editReturnPath(location.state, siteId));
  const edit = useEditScheduleSubmit({
    siteId,
    opened,
    saved,
    returnTo,
    zones,
    form,
    draft,
    formBox,
    onSend,
  });
  const { pending } = edit;

  // Fetched with the first change, so that Save shows the review at once.
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => {
          if (isDirty) void loadReview();
        },
      }),
    [form],
  );

  return (
    <>
      <div ref={formBox} hidden={pending !== null}>
        <ScheduleForm
          form={form}
          mode="edit"
          zones={zones}
          saved={saved}
          templates={templates}
          draft={draft}
          onSubmit={edit.submit}
          busy={edit.busy}
          cancelTo={returnTo}
          feedback={
            <>
              {edit.noChanges ? (
                <Alert severity="info" role="status">
                  No changes to save.
                </Alert>
              ) : null}
              {edit.failure ? <SubmitFailureAlert failure={edit.failure} /> : null}
            </>
          }
        />
      </div>
      {pending ? (
        <Suspense fallback={<PageLoading label="Preparing the review…" />}>
          <EditReview
            opened={opened}
            pending={pending}
            templates={templates}
            zones={zones}
            busy={edit.busy}
            onChoose={edit.choose}
            onConfirm={() => void edit.confirm()}
            onBack={edit.backToForm}
            onCreateAsNew={() => {
              // Deleted elsewhere: the values go to a new schedule's form, restored there at once.
              draft.handOver(`create:${siteId.toLowerCase()}`, pending.values);
              void navigate(newSchedulePath(siteId));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
