import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { KeptLists } from '#src/lib/site-reports/kept-lists';
import { useAuth } from '#src/lib/session/auth';
import { useEnvironment } from '#src/lib/session/environment-context';

interface KeptCounts {
  /** The kept lists are in the cache (or there are none): counting may start. */
  ready: boolean;
  /** When the oldest list restored was read, or null if none was. */
  keptSince: number | null;
}

const NOT_KEEPING: KeptCounts = { ready: true, keptSince: null };

/**
 * While `enabled`: the lists counted on an earlier visit put back first (kept-lists.ts), then the
 * lists read kept for the next. The counting waits for `ready`, so that nothing is read before the
 * counts kept are shown.
 */
export function useKeptCounts(enabled: boolean): KeptCounts {
  const queryClient = useQueryClient();
  const owner = useAuth().credentials?.username;
  const { config } = useEnvironment();
  const source = `${config.mode} ${config.apiBaseUrl}`;
  const [kept, setKept] = useState<KeptCounts & { owner?: string }>({
    ready: false,
    keptSince: null,
  });
  useEffect(() => {
    if (!enabled || owner === undefined) return undefined;
    let stopKeeping: (() => void) | undefined;
    let cancelled = false;
    let lists: KeptLists | undefined;
    // Loaded here, not with the pages that count without keeping (a fan-out's chooser).
    void import('#src/lib/site-reports/kept-lists')
      .then(({ createKeptLists }) => {
        lists = createKeptLists({ owner, source });
        return lists.restore(queryClient);
      })
      .catch(() => null)
      .then((keptSince) => {
        if (cancelled) return;
        stopKeeping = lists?.keep(queryClient);
        setKept({ ready: true, keptSince, owner });
      });
    return () => {
      cancelled = true;
      stopKeeping?.();
    };
  }, [enabled, owner, source, queryClient]);
  if (!enabled || owner === undefined) return NOT_KEEPING;
  // Another user's restore is none of this one's.
  return kept.owner === owner ? kept : { ready: false, keptSince: null };
}
