import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Schedule } from '#src/domain/schemas';
import type { Recheck } from '#src/domain/since-review';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useBulkRuns } from '#src/lib/bulk/use-bulk-runs';
import { startFanOut, type ChangedSinceReview, type FanOutTarget } from './fan-out-run';

/** What one fan-out sends: how a target read again is judged, and its request. */
export interface FanOutRequests<Body> {
  recheck: (target: FanOutTarget, current: Schedule | undefined) => Recheck<Body>;
  send: (target: FanOutTarget, body: Body) => Promise<unknown>;
  goneOutcome?: Parameters<typeof startFanOut>[0]['goneOutcome'];
}

const noChanges: ReadonlyMap<string, ChangedSinceReview> = new Map();
const noRefusals: ReadonlyMap<string, string> = new Map();

/** The runs of one fan-out; schedules changed since the review are kept to be offered again. */
export function useFanOut<Body>(requests: FanOutRequests<Body>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const runs = useBulkRuns({
    idOf: (target: FanOutTarget) => target.id,
    launch: (targets) => startFanOut({ api, queryClient, targets, ...requests }),
  });
  const { outcomes, run, targets } = runs;
  const known = useMemo(() => new Map(targets.map((target) => [target.id, target])), [targets]);

  return {
    ...runs,
    /** The schedules not written because they changed since the review (the last run's). */
    changed: (outcomes && run?.changed) ?? noChanges,
    readOnly: run?.readOnly ?? noRefusals,
    start: (targets: readonly FanOutTarget[]) => runs.start(targets),
    /** A target of this run or one before it. */
    target: (id: string) => known.get(id),
    /** The outcomes' targets by site, sites in the order first met. */
    sections: () => {
      const bySite = new Map<string, { siteId: string; ids: string[] }>();
      for (const id of outcomes?.keys() ?? []) {
        const siteId = known.get(id)?.siteId ?? '';
        const key = siteId.toLowerCase();
        const section = bySite.get(key) ?? { siteId, ids: [] };
        section.ids.push(id);
        bySite.set(key, section);
      }
      return [...bySite.values()];
    },
  };
}

/** A fan-out's state and actions, whatever its requests send. */
export type FanOutState = ReturnType<typeof useFanOut>;
