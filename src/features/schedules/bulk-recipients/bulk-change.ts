/** Bulk change as PATCHes of `recipients`, read first so "Retry failed" skips those already changed. */
import { replanChange, type BulkAction } from '#src/domain/bulk-recipients';
import type { RecipientInput } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { createBulkRun, type BulkRun, type TargetPlan } from '#src/lib/bulk/bulk-run';
import { listSchedules, updateSchedule } from '#src/lib/site-reports/schedules';

const ALREADY_CHANGED_NOTE = 'Already changed';

export function startBulkChange({
  api,
  siteId,
  action,
  scheduleIds,
  onSendError,
}: {
  api: ApiClient;
  siteId: string;
  action: BulkAction;
  /** The schedules to change, in the order to send them. */
  scheduleIds: readonly string[];
  /** Each failed PATCH's error, as it comes (a 403 makes the site read-only). */
  onSendError?: (error: unknown) => void;
}): BulkRun {
  return createBulkRun<RecipientInput[]>({
    ids: scheduleIds,
    async prepare(signal) {
      const { schedules } = await listSchedules(api, siteId, { signal });
      const current = new Map(schedules.map((schedule) => [schedule.uuid.toLowerCase(), schedule]));
      return new Map(
        scheduleIds.map((id): [string, TargetPlan<RecipientInput[]>] => {
          const plan = replanChange(current.get(id.toLowerCase())?.recipients, action);
          if (plan.kind === 'applied') return [id, { kind: 'done', note: ALREADY_CHANGED_NOTE }];
          if (plan.kind === 'skip') return [id, { kind: 'skipped', reason: plan.reason }];
          return [id, { kind: 'send', body: plan.recipients }];
        }),
      );
    },
    send: (id, recipients) =>
      updateSchedule(api, id, { recipients }).catch((error: unknown) => {
        onSendError?.(error);
        throw error;
      }),
  });
}
