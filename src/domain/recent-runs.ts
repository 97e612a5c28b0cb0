/** A rule's recent runs, once per rule: a large site's schedules share a few hundred rules. */
import { extendRuleBack } from './earlier-runs';
import { BoundedMemo } from './memo';
import { serviceRuns, type ServiceRule } from './recurrence';

interface RecentRuns {
  computedAt: number;
  /** The first run at or after `computedAt`: the list stays right until then. */
  nextRun: number;
  /** Ascending instants in [computedAt - back, computedAt). */
  runs: readonly number[];
}

const runCache = new BoundedMemo<string, RecentRuns>(4096);

/** The runs in [now - backMs, now), oldest first; computed at T, right until the next run. */
export function recentRuns(
  rule: ServiceRule,
  serviceTimeZone: string,
  now: number,
  backMs: number,
): readonly number[] {
  const { unit, value } = rule.frequency;
  const key = `${serviceTimeZone}|${unit}:${value}|${rule.firstRun.getTime()}|${backMs}`;
  const cached = runCache.get(key);
  if (cached && cached.computedAt <= now && now < cached.nextRun) return cached.runs;
  const from = now - backMs;
  const extended = extendRuleBack(rule, serviceTimeZone, from);
  const runs: number[] = [];
  let nextRun = Infinity;
  let cursor = from;
  const batch = 16;
  search: for (;;) {
    const found = serviceRuns(extended, serviceTimeZone, batch, { from: new Date(cursor) });
    for (const run of found) {
      const at = run.at.getTime();
      if (at >= now) {
        nextRun = at;
        break search;
      }
      if (at >= from) runs.push(at);
    }
    const last = found.at(-1);
    if (!last || found.length < batch) break;
    cursor = last.at.getTime() + 1;
  }
  return runCache.set(key, { computedAt: now, nextRun, runs }).runs;
}
