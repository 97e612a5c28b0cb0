/**
 * The browser demo's back end off the main thread (docs/decisions/011): the same mock service as
 * the tests and the HTTP server, data in IndexedDB shared across tabs, settings from the page.
 */
// First: msw needs it as it loads.
import './worker-globals';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import type { DemoMissedRunRate, DemoSiteCount } from '#src/lib/demo/demo-sites';
import type { PageToWorkerMessage, WorkerToPageMessage } from './demo-protocol';
import { idbSnapshotStorage } from './idb-snapshot-storage';
import { checkedFaults } from './faults';
import { createMockService, type MockService } from './node';
import { DEMO_SITES } from './directory';
import { sharedPersistence, SNAPSHOT_CHANNEL, type SharedPersistence } from './shared-snapshot';
import { serveRequests } from './worker-requests';

interface RunningService {
  service: MockService;
  persistence: SharedPersistence;
}

/** The worker's global scope (the app's TypeScript lib is the DOM's, not the WebWorker one). */
const scope = self as unknown as {
  postMessage(message: WorkerToPageMessage): void;
  onmessage: ((event: MessageEvent<PageToWorkerMessage>) => void) | null;
};
let running: Promise<RunningService> | undefined;

function tellPage(message: WorkerToPageMessage): void {
  scope.postMessage(message);
}

async function start(
  serviceTimeZone: string,
  faults: FaultSettings,
  siteCount: DemoSiteCount,
  missedRunRate: DemoMissedRunRate,
  pageNow: number,
): Promise<RunningService> {
  // The page's clock: a test's fixed clock does not reach this worker.
  const clockOffsetMs = pageNow - Date.now();
  const persistence = await sharedPersistence(
    idbSnapshotStorage(),
    new BroadcastChannel(SNAPSHOT_CHANNEL),
  );
  const service = createMockService({
    now: () => new Date(Date.now() + clockOffsetMs),
    serviceTimeZone,
    faults,
    siteCount,
    missedRunRate,
    persistence,
    // The page keeps the settings: every change (a failure used up, a check) goes back to it.
    faultPersistence: {
      load: () => null,
      save: (settings) => tellPage({ type: 'faults', settings }),
    },
  });
  return { service, persistence };
}

function whenRunning(): Promise<RunningService> {
  if (!running) return Promise.reject(new Error('The demo worker was not started'));
  return running;
}

scope.onmessage = (event: MessageEvent<PageToWorkerMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      running = start(
        message.serviceTimeZone,
        checkedFaults(message.faults),
        message.siteCount,
        message.missedRunRate,
        message.now,
      );
      running.then(
        ({ service }) => {
          tellPage({ type: 'started', faults: service.faults.get() });
          // Generate the named sites' schedules (Initech's are many) while the page starts.

          setTimeout(() => DEMO_SITES.forEach((site) => service.store.listSchedules(site.id)));
        },
        (error: unknown) => tellPage({ type: 'failed', message: String(error) }),
      );
      break;
    case 'connect': {
      const [port] = event.ports;
      if (port) serveRequests(port, () => whenRunning().then(({ service }) => service.handlers));
      break;
    }
    case 'faults':
      void whenRunning().then(({ service }) => service.faults.set(checkedFaults(message.settings)));
      break;
    case 'reset':
      // Answered once the seed is saved, so that a reload right after finds it.
      void whenRunning()
        .then(({ service, persistence }) => {
          service.store.reset();
          return persistence.flush();
        })
        .finally(() => tellPage({ type: 'reset-done', id: message.id }));
      break;
  }
};
