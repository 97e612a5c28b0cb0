/**
 * Deleting several schedules of a site, and creating them again, as bulk runs (bulk-run.ts): each
 * schedule read again before its request, so a change the user did not see is not deleted, and
 * "Retry failed" after a lost answer neither deletes nor creates twice.
 */
import { compareEdit, FIELD_LABELS } from '#src/domain/edit-conflicts';
import { rolloutCreate } from '#src/domain/rollout';
import { isSameSchedule } from '#src/domain/same-schedule';
import type { CreateScheduleRequest, Schedule } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { isApiError } from '#src/lib/http/api-error';
import {
  createBulkRun,
  SettledWithoutSending,
  type BulkRun,
  type TargetPlan,
} from '#src/lib/bulk/bulk-run';
import { createSchedule, deleteSchedule, listSchedules } from '#src/lib/site-reports/schedules';

const ALREADY_DELETED_NOTE = 'Already deleted (in another tab or by someone else)';
const ALREADY_CREATED_NOTE = 'Already there (an earlier try had made it)';

/** The schedules as the service lists them now, by uuid in lower case. */
async function currentSchedules(api: ApiClient, siteId: string, signal: AbortSignal) {
  const { schedules } = await listSchedules(api, siteId, { signal });
  return new Map(schedules.map((schedule) => [schedule.uuid.toLowerCase(), schedule]));
}

/** Why a schedule changed since it was selected is not deleted: what changed, and what to do. */
function changedReason(fields: readonly string[]): string {
  return `Changed since you selected it (${fields.join(', ').toLowerCase()}), so it was kept: open it to see the change, then delete it if you still want to.`;
}

/** Deletes `selected` (as the user saw them); a 404 means someone else deleted it: done. */
export function startBulkDelete({
  api,
  siteId,
  selected,
  serviceTimeZone,
}: {
  api: ApiClient;
  siteId: string;
  selected: readonly Schedule[];
  serviceTimeZone: string;
}): BulkRun {
  return createBulkRun<null>({
    ids: selected.map(({ uuid }) => uuid),
    async prepare(signal) {
      const current = await currentSchedules(api, siteId, signal);
      return new Map(
        selected.map((opened): [string, TargetPlan<null>] => {
          const comparison = compareEdit({
            opened,
            current: current.get(opened.uuid.toLowerCase()),
            changes: {},
            serviceTimeZone,
          });
          if (comparison.kind === 'gone') {
            return [opened.uuid, { kind: 'done', note: ALREADY_DELETED_NOTE }];
          }
          if (comparison.kind === 'changed') {
            const fields = comparison.fields.map(({ field }) => FIELD_LABELS[field]);
            return [opened.uuid, { kind: 'skipped', reason: changedReason(fields) }];
          }
          return [opened.uuid, { kind: 'send', body: null }];
        }),
      );
    },
    send: (uuid) =>
      deleteSchedule(api, uuid).catch((error: unknown) => {
        // Deleted between the check and the request: what the user asked for is done.
        if (isApiError(error) && error.kind === 'not_found') {
          return new SettledWithoutSending({ status: 'done', note: ALREADY_DELETED_NOTE });
        }
        throw error;
      }),
  });
}

/**
 * A deleted schedule made again on its site from its next run, as the roll-out makes a copy: its
 * template and sections as they were, which the service accepted (a refusal is said per schedule,
 * with its create form to fix it).
 */
function recreateBody(
  schedule: Schedule,
  { siteId, serviceTimeZone, now }: RecreateContext,
): CreateScheduleRequest {
  return rolloutCreate({
    source: schedule,
    siteId,
    template: { template_uuid: schedule.template_uuid, sections: schedule.sections },
    serviceTimeZone,
    now,
  }).body;
}

interface RecreateContext {
  siteId: string;
  serviceTimeZone: string;
  now: Date;
}

/** "Create them again": one create each, none where the site has the schedule already. */
export function startRecreate({
  api,
  siteId,
  deleted,
  serviceTimeZone,
  now,
}: {
  api: ApiClient;
  siteId: string;
  deleted: readonly Schedule[];
  serviceTimeZone: string;
  now: Date;
}): BulkRun {
  return createBulkRun<CreateScheduleRequest>({
    ids: deleted.map(({ uuid }) => uuid),
    async prepare(signal) {
      const current = [...(await currentSchedules(api, siteId, signal)).values()];
      const context = { siteId, serviceTimeZone, now };
      return new Map(
        deleted.map((schedule): [string, TargetPlan<CreateScheduleRequest>] => {
          const body = recreateBody(schedule, context);
          return current.some((existing) => isSameSchedule(existing, body, serviceTimeZone))
            ? [schedule.uuid, { kind: 'done', note: ALREADY_CREATED_NOTE }]
            : [schedule.uuid, { kind: 'send', body }];
        }),
      );
    },
    send: (_uuid, body) => createSchedule(api, body),
  });
}
