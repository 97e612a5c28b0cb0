/**
 * A roll-out as one create per site (bulk runner): never over an unseen source change
 * (`SourceChangedError`) nor twice (a site with the copy, by `isSameSchedule`, counts as created).
 */
import type { QueryClient } from '@tanstack/react-query';
import { compareEdit, type EditComparison } from '#src/domain/edit-conflicts';
import { isSameSchedule } from '#src/domain/same-schedule';
import type { CreateScheduleRequest, Schedule } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { createBulkRun, type BulkRun, type TargetPlan } from '#src/lib/bulk/bulk-run';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { createSchedule } from '#src/lib/site-reports/schedules';

const ALREADY_THERE_NOTE = 'Already there (the site has this schedule already)';
const ALREADY_MADE_NOTE = 'Already there (an earlier try had made it)';
/** Sites listed at once while a run checks what is there. */
const CHECK_CONCURRENCY = 4;

export interface RolloutTarget {
  siteId: string;
  body: CreateScheduleRequest;
}

/** The source changed or went since the review, so nothing was sent; `comparison` says what. */
export class SourceChangedError extends Error {
  constructor(readonly comparison: Exclude<EditComparison, { kind: 'unchanged' }>) {
    super(
      comparison.kind === 'gone'
        ? 'The schedule was deleted since it was reviewed.'
        : 'The schedule changed since it was reviewed.',
    );
    this.name = 'SourceChangedError';
  }
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
  reviewed,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  targets: readonly RolloutTarget[];
  serviceTimeZone: string;
  /** The first run's reviewed source; null on a retry, so its sites get the copy the others got. */
  reviewed: { siteId: string; source: Schedule } | null;
}): BulkRun {
  const listOf = (siteId: string) => scheduleQueries.list(api, siteId);
  // The list as the service has it now, whatever the cache holds (and into the cache).
  const reread = (siteId: string) => queryClient.fetchQuery({ ...listOf(siteId), staleTime: 0 });
  return createBulkRun<CreateScheduleRequest>({
    ids: targets.map(({ siteId }) => siteId),
    async prepare(signal) {
      if (reviewed) {
        const { schedules } = await reread(reviewed.siteId);
        const uuid = reviewed.source.uuid.toLowerCase();
        const comparison = compareEdit({
          opened: reviewed.source,
          current: schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid),
          changes: {},
          serviceTimeZone,
        });
        if (comparison.kind !== 'unchanged') throw new SourceChangedError(comparison);
      }
      const plans = new Map<string, TargetPlan<CreateScheduleRequest>>(
        targets.map(({ siteId, body }) => [siteId, { kind: 'send', body }]),
      );
      await inBatches(targets, CHECK_CONCURRENCY, async ({ siteId, body }) => {
        signal.throwIfAborted();
        const { schedules } = await reread(siteId);
        if (schedules.some((schedule) => isSameSchedule(schedule, body, serviceTimeZone))) {
          plans.set(siteId, {
            kind: 'done',
            note: reviewed ? ALREADY_THERE_NOTE : ALREADY_MADE_NOTE,
          });
        }
      });
      return plans;
    },
    async send(siteId, body) {
      try {
        return await createSchedule(api, body);
      } finally {
        // Made or maybe made: the site's list (its count on the Sites page) is read again.
        void queryClient.invalidateQueries({ queryKey: listOf(siteId).queryKey });
      }
    },
  });
}
