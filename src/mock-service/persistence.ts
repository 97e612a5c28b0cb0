/**
 * Persistence over Web Storage: the browser demo's fault settings, which the page keeps in
 * localStorage and hands to the mock service's worker (docs/decisions/011; the store's snapshot
 * is in IndexedDB, shared-snapshot.ts). What cannot be read back (corrupt, from an older
 * version, storage disabled) counts as nothing saved: the demo then starts without faults.
 */
import type * as z from 'zod/mini';

/** The browser demo's localStorage key of the fault settings (e2e and the benchmark set it). */
export const FAULTS_STORAGE_KEY = 'report-scheduler.demo.faults.v1';

export interface JsonPersistence<T> {
  load(): T | null;
  save(value: T): void;
}

export function webStoragePersistence<T>(
  storage: Storage,
  key: string,
  schema: z.ZodMiniType<T>,
): JsonPersistence<T> {
  // Parse only when the text changed: the settings are read before every request.
  let lastText: string | null = null;
  let lastValue: T | null = null;
  return {
    load() {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch {
        return null;
      }
      if (text !== lastText) {
        lastText = text;
        lastValue = parse(text, schema);
      }
      return lastValue === null ? null : structuredClone(lastValue);
    },
    save(value) {
      const text = JSON.stringify(value);
      try {
        storage.setItem(key, text);
        lastText = text;
        lastValue = structuredClone(value);
      } catch (error) {
        // Quota exceeded or storage disabled: the demo keeps working in memory.
        console.warn(`Mock service: could not save ${key}`, error);
      }
    },
  };
}

function parse<T>(text: string | null, schema: z.ZodMiniType<T>): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
