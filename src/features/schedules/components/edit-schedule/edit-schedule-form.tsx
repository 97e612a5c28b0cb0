import { useState } from 'react';
import { Alert } from '#src/components/alert';
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
import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { useEditScheduleSubmit } from './use-edit-schedule-submit';

/** The form of an existing schedule, filled from it; its draft is kept. */
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
  /** A valid form is about to be sent (perhaps with nothing changed). */
  onSend: () => void;
}) {
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
  const { submit, failure, noChanges, busy } = useEditScheduleSubmit({
    siteId,
    scheduleId: schedule.uuid,
    saved,
    zones,
    form,
    draft,
  });

  return (
    <ScheduleForm
      form={form}
      mode="edit"
      zones={zones}
      saved={saved}
      templates={templates}
      draft={draft}
      onSubmit={(values) => {
        onSend();
        return submit(values);
      }}
      busy={busy}
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
