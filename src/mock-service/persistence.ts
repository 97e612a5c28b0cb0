/**
 * The browser demo's settings as the page keeps them in localStorage and hands them to the mock
 * service's worker (docs/decisions/011; the store's snapshot is in IndexedDB, shared-snapshot.ts):
 * the fault settings, the number of sites and the share of runs that produce no report. The page reads the fault settings unchecked: no zod
 * in the chunk that starts the demo (src/mock-service/browser.ts), which runs before the app's
 * code. The worker checks them (`checkedFaults`, faults.ts); the number of sites the page checks
 * itself, a list of three to compare with. What cannot be read (corrupt, from an older version,
 * storage disabled) counts as nothing saved: the demo then starts without faults, with 260 sites.
 */
import {
  checkedMissedRunRate,
  checkedSiteCount,
  type DemoMissedRunRate,
  type DemoSiteCount,
} from '#src/lib/demo/demo-sites';

/** The browser demo's localStorage key of the fault settings (e2e and the benchmark set it). */
export const FAULTS_STORAGE_KEY = 'report-scheduler.demo.faults.v1';

/** The browser demo's localStorage key of its number of sites (DEMO_SITE_COUNTS; e2e sets it). */
export const SITE_COUNT_STORAGE_KEY = 'report-scheduler.demo.site-count.v1';

/**
 * The number of sites the demo is to start with: the stored one, checked by the page itself
 * (no zod needed); the default (260) when none is stored or it is not one of those offered.
 */
export function readStoredSiteCount(storage: Storage): DemoSiteCount {
  return checkedSiteCount(readStoredJson(storage, SITE_COUNT_STORAGE_KEY));
}

/** The browser demo's localStorage key of its share of runs that produce no report. */
export const MISSED_RUN_RATE_STORAGE_KEY = 'report-scheduler.demo.missed-run-rate.v1';

/** The share of runs that produce no report, as stored and checked as the size is; else 0. */
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
