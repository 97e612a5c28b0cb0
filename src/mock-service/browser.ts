/**
 * The browser demo's back end (docs/decisions/011): the mock in a dedicated worker, and a service
 * worker forwarding the API's requests to it over a MessagePort. The page is not on the request
 * path: it hands out ports, keeps the demo settings (localStorage) and asks for resets.
 */
import type { DemoBackend } from '#src/lib/demo/demo';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import type {
  PageToWorkerMessage,
  ServiceWorkerMessage,
  WorkerToPageMessage,
} from './demo-protocol';
import {
  FAULTS_STORAGE_KEY,
  MISSED_RUN_RATE_STORAGE_KEY,
  readStoredJson,
  readStoredMissedRunRate,
  readStoredSiteCount,
  SITE_COUNT_STORAGE_KEY,
  writeStoredJson,
} from './persistence';

/** In this chunk, so a signed-in load asks for one file less. */
export { DEMO_ACCOUNTS } from './directory';

/** Past this, the service worker has failed to take the page over or to take its port. */
const ANSWER_TIMEOUT_MS = 10_000;

/** @param serviceTimeZone may be a promise: start-up starts the demo before config.json is in. */
export async function startDemo(serviceTimeZone: string | Promise<string>): Promise<DemoBackend> {
  if (!('serviceWorker' in navigator)) throw new Error('This window offers no service worker.');
  const container = navigator.serviceWorker;
  // The settings in force, as the worker checked them; it tells of each change it makes.
  let faults: FaultSettings | undefined;
  const keepFaults = (settings: FaultSettings) => {
    faults = settings;
    writeStoredJson(localStorage, FAULTS_STORAGE_KEY, settings);
  };
  const worker = new Worker(new URL('./api-worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-scheduler-demo-api',
  });
  const link = linkWorker(worker, keepFaults);

  // A service worker restarted by the browser has lost its port: it asks for another.
  container.addEventListener('message', (event: MessageEvent<ServiceWorkerMessage>) => {
    if (event.data.type === 'port-needed' && event.source) connect(link, event.source);
  });
  container.startMessages();
  const controlling = controllingServiceWorker(container);
  // Its failure is told below, unless the zone fails first.
  controlling.catch(() => {});
  const siteCount = readStoredSiteCount(localStorage);
  const missedRunRate = readStoredMissedRunRate(localStorage);
  link.send({
    type: 'start',
    serviceTimeZone: await serviceTimeZone,
    faults: readStoredJson(localStorage, FAULTS_STORAGE_KEY),
    siteCount,
    missedRunRate,
    now: Date.now(),
  });
  const [controller, checked] = await Promise.all([controlling, link.started]);
  keepFaults(checked);
  const portReady = nextMessage(container, 'port-ready');
  connect(link, controller);
  await portReady;

  window.addEventListener('storage', (event) => {
    // Another tab switched faults on or off: its settings are ours too.
    if (event.key === FAULTS_STORAGE_KEY) {
      link.send({ type: 'faults', settings: readStoredJson(localStorage, FAULTS_STORAGE_KEY) });
    }
    // Another tab changed a setting the worker was started with: start again with it.
    if (
      (event.key === SITE_COUNT_STORAGE_KEY && readStoredSiteCount(localStorage) !== siteCount) ||
      (event.key === MISSED_RUN_RATE_STORAGE_KEY &&
        readStoredMissedRunRate(localStorage) !== missedRunRate)
    ) {
      window.location.reload();
    }
  });
  return {
    resetData: () => link.reset(),
    getFaults: () => structuredClone(faults ?? checked),
    setFaults(settings) {
      keepFaults(structuredClone(settings));
      link.send({ type: 'faults', settings });
    },
    getSiteCount: () => siteCount,
    keepSiteCount: (count) => writeStoredJson(localStorage, SITE_COUNT_STORAGE_KEY, count),
    getMissedRunRate: () => missedRunRate,
    keepMissedRunRate: (rate) => writeStoredJson(localStorage, MISSED_RUN_RATE_STORAGE_KEY, rate),
  };
}

interface WorkerLink {
  started: Promise<FaultSettings>;
  send(message: PageToWorkerMessage, transfer?: Transferable[]): void;
  reset(): Promise<void>;
}

function linkWorker(worker: Worker, onFaults: (settings: FaultSettings) => void): WorkerLink {
  const resets = new Map<number, () => void>();
  let nextResetId = 1;
  const started = new Promise<FaultSettings>((resolve, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message)));
    worker.addEventListener('message', (event: MessageEvent<WorkerToPageMessage>) => {
      const message = event.data;
      if (message.type === 'started') resolve(message.faults);
      else if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === 'faults') onFaults(message.settings);
      else {
        resets.get(message.id)?.();
        resets.delete(message.id);
      }
    });
  });
  const send = (message: PageToWorkerMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  return {
    started,
    send,
    reset: () =>
      new Promise<void>((resolve) => {
        const id = nextResetId++;
        resets.set(id, resolve);
        send({ type: 'reset', id });
      }),
  };
}

/** A new channel: one end to the worker, which answers on it, the other to the service worker. */
function connect(link: WorkerLink, serviceWorker: MessageEventSource): void {
  const channel = new MessageChannel();
  link.send({ type: 'connect' }, [channel.port1]);
  const message: ServiceWorkerMessage = { type: 'port' };
  serviceWorker.postMessage(message, { transfer: [channel.port2] });
}

async function controllingServiceWorker(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  const scope = import.meta.env.BASE_URL;
  const script = `${scope}demo-service-worker.js`;
  const registering = container.register(script, { scope });
  // Already controlled: go on, as `register` may wait behind the browser's service-worker jobs.

  const current = container.controller;
  if (current && new URL(current.scriptURL).pathname === script) {
    registering.catch(() => {});
    return current;
  }
  await registering;
  const registration = await container.ready;
  if (container.controller) return container.controller;
  // A hard reload loads the page without its service worker: ask it to take the page over.
  const claimed = new Promise<ServiceWorker>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The demo service worker did not take over this page.')),
      ANSWER_TIMEOUT_MS,
    );
    container.addEventListener('controllerchange', () => {
      clearTimeout(timer);
      if (container.controller) resolve(container.controller);
    });
  });
  const claim: ServiceWorkerMessage = { type: 'claim' };
  registration.active?.postMessage(claim);
  return claimed;
}

function nextMessage(
  container: ServiceWorkerContainer,
  type: ServiceWorkerMessage['type'],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The demo service worker did not answer.')),
      ANSWER_TIMEOUT_MS,
    );
    const listener = (event: MessageEvent<ServiceWorkerMessage>) => {
      if (event.data.type !== type) return;
      container.removeEventListener('message', listener);
      clearTimeout(timer);
      resolve();
    };
    container.addEventListener('message', listener);
  });
}
