/**
 * The browser demo's fault settings as the page keeps them in localStorage and hands them to the
 * mock service's worker (docs/decisions/011; the store's snapshot is in IndexedDB,
 * shared-snapshot.ts). The page reads them unchecked: no zod in the chunk that starts the demo
 * (src/mock-service/browser.ts), which runs before the app's code. The worker checks them
 * (`checkedFaults`, faults.ts); what cannot be read (corrupt, from an older version, storage
 * disabled) counts as nothing saved, and the demo then starts without faults.
 */

/** The browser demo's localStorage key of the fault settings (e2e and the benchmark set it). */
export const FAULTS_STORAGE_KEY = 'report-scheduler.demo.faults.v1';

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
