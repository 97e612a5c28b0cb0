/**
 * The browser demo's back end as the page starts it, on the first call to the API
 * (docs/decisions/011): the mock service in a dedicated worker (api-worker.ts, with its data in
 * IndexedDB) and a small service worker (public/demo-service-worker.js) that forwards the API's
 * requests to that worker over a MessagePort the page hands it. The page is not on the request
 * path: it hands out ports, keeps the fault settings (localStorage) and asks for resets.
 */
import type { DemoBackend } from '#src/lib/demo';
import { FaultSettingsSchema, type FaultSettings } from '#src/lib/demo-faults';
import type {
  PageToWorkerMessage,
  ServiceWorkerMessage,
  WorkerToPageMessage,
} from './demo-protocol';
import { NO_FAULTS } from './faults';
import { FAULTS_STORAGE_KEY, webStoragePersistence } from './persistence';

/** Past this, the service worker has failed to take the page over or to take its port. */
const ANSWER_TIMEOUT_MS = 10_000;

/** @param serviceTimeZone config.json's `serviceTimeZone`: the zone the mock computes runs in. */
export async function startDemo(serviceTimeZone: string): Promise<DemoBackend> {
  if (!('serviceWorker' in navigator)) throw new Error('This window offers no service worker.');
  const container = navigator.serviceWorker;
  const faults = webStoragePersistence(localStorage, FAULTS_STORAGE_KEY, FaultSettingsSchema);
  const worker = new Worker(new URL('./api-worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-scheduler-demo-api',
  });
  const link = linkWorker(worker, (settings) => faults.save(settings));
  link.send({
    type: 'start',
    serviceTimeZone,
    faults: faults.load() ?? NO_FAULTS,
    now: Date.now(),
  });

  // A service worker restarted by the browser has lost its port: it asks for another.
  container.addEventListener('message', (event: MessageEvent<ServiceWorkerMessage>) => {
    if (event.data.type === 'port-needed' && event.source) connect(link, event.source);
  });
  container.startMessages();
  const [controller] = await Promise.all([controllingServiceWorker(container), link.started]);
  const portReady = nextMessage(container, 'port-ready');
  connect(link, controller);
  await portReady;

  // Another tab switched faults on or off: its settings are ours too.
  window.addEventListener('storage', (event) => {
    if (event.key !== FAULTS_STORAGE_KEY) return;
    link.send({ type: 'faults', settings: faults.load() ?? NO_FAULTS });
  });
  return {
    resetData: () => link.reset(),
    getFaults: () => faults.load() ?? NO_FAULTS,
    setFaults(settings) {
      const parsed = FaultSettingsSchema.parse(settings);
      faults.save(parsed);
      link.send({ type: 'faults', settings: parsed });
    },
  };
}

interface WorkerLink {
  started: Promise<void>;
  send(message: PageToWorkerMessage, transfer?: Transferable[]): void;
  reset(): Promise<void>;
}

function linkWorker(worker: Worker, onFaults: (settings: FaultSettings) => void): WorkerLink {
  const resets = new Map<number, () => void>();
  let nextResetId = 1;
  const started = new Promise<void>((resolve, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message)));
    worker.addEventListener('message', (event: MessageEvent<WorkerToPageMessage>) => {
      const message = event.data;
      if (message.type === 'started') resolve();
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
  await container.register(`${scope}demo-service-worker.js`, { scope });
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
