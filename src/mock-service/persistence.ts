/**
 * Demo settings in localStorage (decision 011). Faults read unchecked, keeping zod out of the start
 * chunk; the worker checks them. Unreadable counts as nothing saved.
 */
import {
  checkedMissedRunRate,
  checkedSiteCount,
  type DemoMissedRunRate,
  type DemoSiteCount,
} from '#src/lib/demo/demo-sites';

/** e2e and the benchmark set it. */
export const FAULTS_STORAGE_KEY = 'report-scheduler.demo.faults.v1';

/** e2e sets it. */
export const SITE_COUNT_STORAGE_KEY = 'report-scheduler.demo.site-count.v1';

/** The stored number of sites, or the default when none is stored or it is not offered. */
export function readStoredSiteCount(storage: Storage): DemoSiteCount {
  return checkedSiteCount(readStoredJson(storage, SITE_COUNT_STORAGE_KEY));
}

export const MISSED_RUN_RATE_STORAGE_KEY = 'report-scheduler.demo.missed-run-rate.v1';

/** The stored share of runs that produce no report, checked; else 0. */

export function readStoredMissedRunRate(storage: Storage): DemoMissedRunRate {
  return checkedMissedRunRate(readStoredJson(storage, MISSED_RUN_RATE_STORAGE_KEY));
}

/** What is stored under `key`, parsed but not checked; undefined when nothing can be read. */
export function readStoredJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStoredJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Quota exceeded or storage disabled: the demo keeps working in memory.
    console.warn(`Mock service: could not save ${key}`, error);
  }
}
