import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { useDeleteSchedule } from '#src/features/schedules/api/delete-schedule';
import type { DeleteOutcome } from '#src/lib/http/request-policy';

// Loaded when first asked for: the edit and list pages do not carry it until someone deletes.
const loadDialog = () => import('./delete-schedule-dialog');
/** Starts loading the dialog's code ahead of a click (pointer over, or focus on, Delete). */
function prepare(): void {
  void loadDialog();
}

const DeleteScheduleDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DeleteScheduleDialog })),
);

/** `ask(schedule)` opens the delete dialog; `onDeleted` runs once done. Render `dialog` once. */
export function useScheduleDeletion({
  siteId,
  zones,
  onDeleted,
}: {
  siteId: string;
  zones: CalendarZones;
  onDeleted: (schedule: Schedule, outcome: DeleteOutcome) => void;
}): { ask: (schedule: Schedule) => void; prepare: () => void; dialog: ReactNode } {
  const deletion = useDeleteSchedule(siteId);
  const [target, setTarget] = useState<Schedule | null>(null);
  const [asked, setAsked] = useState(false);

  function ask(schedule: Schedule) {
    deletion.reset();
    setAsked(true);
    setTarget(schedule);
  }

  function confirm() {
    if (!target || deletion.isPending) return;
    deletion.mutate(target, {
      onSuccess: (outcome) => {
        setTarget(null);
        onDeleted(target, outcome);
      },
    });
  }

  return {
    ask,
    prepare,
    // Mounted once first asked, and kept: closing it must let <dialog> hand focus back.
    dialog: asked ? (
      <Suspense fallback={null}>
        <DeleteScheduleDialog
          schedule={target}
          zones={zones}
          deleting={deletion.isPending}
          error={deletion.error}
          onConfirm={confirm}
          onCancel={() => setTarget(null)}
        />
      </Suspense>
    ) : null,
  };
}
