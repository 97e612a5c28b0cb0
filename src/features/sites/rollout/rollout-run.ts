/**
 * A roll-out as requests: one `POST /site_reports/schedules` per target site, through the bulk
 * runner (src/lib/bulk-run.ts: at most 4 in flight, a 429's Retry-After honoured, pause and
 * cancel). A create whose answer was lost may have been made, so it is never sent again
 * blindly: a retry ("Retry failed") first lists each site's schedules, and a site that already
 * has the copy (`isSameSchedule`, the create form's rule too) counts as created.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isSameSchedule } from '#src/domain/same-schedule';
import type { CreateScheduleRequest } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/api-client';
import { createBulkRun, type BulkRun, type TargetPlan } from '#src/lib/bulk-run';
import { scheduleQueries } from '#src/lib/site-reports-queries';

const ALREADY_THERE_NOTE = 'Already there (an earlier try had made it)';
/** Sites listed at once while a retry checks what was made. */
const CHECK_CONCURRENCY = 4;

export interface RolloutTarget {
  siteId: string;
  body: CreateScheduleRequest;
}

/** `work` over `items`, `limit` at a time, in order of start. */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function startRollout({
  api,
  queryClient,
  targets,
  serviceTimeZone,
  checkFirst,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  targets: readonly RolloutTarget[];
  serviceTimeZone: string;
  /** A retry: look for each copy before sending it, as its first try may have made it. */
  checkFirst: boolean;
}): BulkRun {
  const listOf = (siteId: string) => scheduleQueries.list(api, siteId);
  return createBulkRun<CreateScheduleRequest>({
    ids: targets.map(({ siteId }) => siteId),
    async prepare(signal) {
      const plans = new Map<string, TargetPlan<CreateScheduleRequest>>(
        targets.map(({ siteId, body }) => [siteId, { kind: 'send', body }]),
      );
      if (!checkFirst) return plans;
      await inBatches(targets, CHECK_CONCURRENCY, async ({ siteId, body }) => {
        signal.throwIfAborted();
        const { schedules } = await queryClient.fetchQuery({ ...listOf(siteId), staleTime: 0 });
        if (schedules.some((schedule) => isSameSchedule(schedule, body, serviceTimeZone))) {
          plans.set(siteId, { kind: 'done', note: ALREADY_THERE_NOTE });
        }
      });
      return plans;
    },
    async send(siteId, body) {
      try {
        return await api.createSchedule(body);
      } finally {
        // Made or maybe made: the site's list (its count on the Sites page) is read again.
        void queryClient.invalidateQueries({ queryKey: listOf(siteId).queryKey });
      }
    },
  });
}
