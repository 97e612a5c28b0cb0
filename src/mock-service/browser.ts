/**
 * The browser demo's back end: the mock service in a Service Worker (msw), its data and fault
 * switches kept in localStorage so a reload keeps them. Loaded as its own chunk, only in demo
 * mode, while the app shows its first page; the API client waits for it (src/main.tsx).
 */
import { setupWorker } from 'msw/browser';
import type { DemoBackend } from '#src/lib/demo';
import { FaultSettingsSchema } from '#src/lib/demo-faults';
import { createFaultController } from './faults';
import { createHandlers } from './handlers';
import { FAULTS_STORAGE_KEY, STORE_STORAGE_KEY, webStoragePersistence } from './persistence';
import { createMockStore, StoreSnapshotSchema } from './store';

/** @param serviceTimeZone config.json's `serviceTimeZone`: the zone the mock computes runs in. */
export async function startDemo(serviceTimeZone: string): Promise<DemoBackend> {
  const store = createMockStore({
    serviceTimeZone,
    persistence: webStoragePersistence(localStorage, STORE_STORAGE_KEY, StoreSnapshotSchema),
  });
  const faults = createFaultController({
    persistence: webStoragePersistence(localStorage, FAULTS_STORAGE_KEY, FaultSettingsSchema),
  });
  const worker = setupWorker(...createHandlers({ store, faults }));
  await worker.start({
    // Everything that is not the API (the app's own files, config.json, images) goes through.
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return {
    resetData: () => store.reset(),
    getFaults: () => faults.get(),
    setFaults: (settings) => faults.set(settings),
  };
}
