import { useState } from 'react';
import { Alert } from '#src/components/alert';
import {
  defaultFormValues,
  duplicateFormValues,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
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
import { useCreateScheduleSubmit } from './use-create-schedule-submit';

/** The new schedule's form: empty (first template), or a copy of `source`; its draft is kept. */
export function CreateScheduleForm({
  siteId,
  zones,
  templates,
  source,
  recreate = false,
  autoRestore,
  onSend,
}: {
  siteId: string;
  zones: CalendarZones;
  templates: TemplateChoice;
  source: Schedule | undefined;
  /** `source` is a schedule just deleted, made again under its own title (not a copy). */
  recreate?: boolean;
  autoRestore: boolean;
  /** A valid form is about to be sent. */
  onSend: () => void;
}) {
  const [defaults] = useState<ScheduleFormValues>(() => {
    const now = new Date();
    if (source) return duplicateFormValues(source, { now, zones, sameTitle: recreate });
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
  const { submit, failure, checking, busy } = useCreateScheduleSubmit({
    siteId,
    zones,
    form,
    draft,
  });

  return (
    <ScheduleForm
      form={form}
      mode="create"
      zones={zones}
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
