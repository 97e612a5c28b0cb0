/**
 * A roll-out of one or several schedules as one create per schedule and site (bulk runner):
 * never over an unseen source change (`SourceChangedError`) nor twice (a site with the copy, by
 * `isSameSchedule`, counts as created).
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
  /** The schedule copied (its UUID). */
  sourceId: string;
  body: CreateScheduleRequest;
}

/** A copy's id in a run and its results: its source and its site (UUIDs: no `/` in either). */
export function copyId({ sourceId, siteId }: { sourceId: string; siteId: string }): string {
  return `${sourceId}/${siteId}`;
}

/** The site of a `copyId`. */
export function siteOfCopy(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

export interface SourceChange {
  source: Schedule;
  comparison: Exclude<EditComparison, { kind: 'unchanged' }>;
}

/** Sources changed or gone since the review, so nothing was sent; `changes` say what. */
export class SourceChangedError extends Error {
  constructor(readonly changes: readonly SourceChange[]) {
    super(
      changes.every(({ comparison }) => comparison.kind === 'gone')
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
  /** The first run's reviewed sources; null on a retry, so its sites get what the others got. */
  reviewed: { siteId: string; sources: readonly Schedule[] } | null;
}): BulkRun {
  const listOf = (siteId: string) => scheduleQueries.list(api, siteId);
  // The list as the service has it now, whatever the cache holds (and into the cache).
  const reread = (siteId: string) => queryClient.fetchQuery({ ...listOf(siteId), staleTime: 0 });
  const ids = targets.map(copyId);
  return createBulkRun<CreateScheduleRequest>({
    ids,
    async prepare(signal) {
      if (reviewed) {
        const { schedules } = await reread(reviewed.siteId);
        const changes = reviewed.sources.flatMap((source): SourceChange[] => {
          const uuid = source.uuid.toLowerCase();
          const comparison = compareEdit({
            opened: source,
            current: schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid),
            changes: {},
            serviceTimeZone,
          });
          return comparison.kind === 'unchanged' ? [] : [{ source, comparison }];
        });
        if (changes.length > 0) throw new SourceChangedError(changes);
      }
      const plans = new Map<string, TargetPlan<CreateScheduleRequest>>(
        targets.map((target, index) => [ids[index] ?? '', { kind: 'send', body: target.body }]),
      );
      // Each site's list once, however many schedules go to it.
      const bySite = new Map<string, RolloutTarget[]>();
      for (const target of targets) {
        const site = target.siteId.toLowerCase();
        bySite.set(site, [...(bySite.get(site) ?? []), target]);
      }
      await inBatches([...bySite.values()], CHECK_CONCURRENCY, async (siteTargets) => {
        signal.throwIfAborted();
        const { schedules } = await reread(siteTargets[0]?.siteId ?? '');
        // A schedule there stands for one copy only: two identical sources make two copies.
        const unclaimed = [...schedules];
        for (const target of siteTargets) {
          const found = unclaimed.findIndex((schedule) =>
            isSameSchedule(schedule, target.body, serviceTimeZone),
          );
          if (found === -1) continue;
          unclaimed.splice(found, 1);
          plans.set(copyId(target), {
            kind: 'done',
            note: reviewed ? ALREADY_THERE_NOTE : ALREADY_MADE_NOTE,
          });
        }
      });
      return plans;
    },
    async send(id, body) {
      try {
        return await createSchedule(api, body);
      } finally {
        // Made or maybe made: the site's list (its count on the Sites page) is read again.
        void queryClient.invalidateQueries({ queryKey: listOf(siteOfCopy(id)).queryKey });
      }
    },
  });
}
