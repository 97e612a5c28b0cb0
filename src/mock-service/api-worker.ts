/**
 * The browser demo's back end, off the page's main thread (docs/decisions/011): a dedicated
 * worker that runs the same mock service as the tests and the mock API server (node.ts, msw's
 * `getResponse`). Its data is kept in IndexedDB and shared with the other tabs' workers; the
 * fault settings are the page's (localStorage), sent here on start and on each change, and so is
 * the number of sites (sent on start: a page that changes it resets the data and reloads).
 * Started by src/mock-service/browser.ts; requests arrive from the service worker over the
 * port the page hands it.
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
  // The service's time is the page's: a test that fixes the page's clock (Playwright's
  // page.clock) does not reach this worker, and the seed's dates must match what the page shows.
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
    // Every change goes back to the page, which keeps the settings: an injected failure used
    // up, and the page's own settings as checked here (it stores them unchecked).
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
          // The seed's schedules are generated on first use, Initech's 5,000 in up to a few
          // hundred milliseconds: do the three named sites' now, on this thread, while the page
          // is still starting (they are there at every size). The other sites' come when first
          // listed (a few each).
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
