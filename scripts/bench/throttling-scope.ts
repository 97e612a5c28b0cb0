/**
 * Which threads CDP's CPU throttling (`Emulation.setCPUThrottlingRate`, set on the page's
 * target) slows down: the same busy loop timed in the page, in a dedicated worker and in a
 * service worker, with the rate switched between 1× and the bench's rate inside one context,
 * pair after pair, so the machine's drift falls on both sides of each ratio. Run on the floor
 * page; the report's note on where the demo's mock runs quotes the result.
 */
import type { Browser } from '@playwright/test';
import { median } from '#scripts/stats';
import { newPage } from './browser-page';
import { errorMessage } from './errors';
import { CPU_THROTTLING_RATE } from './settings';

const ITERATIONS = 3_000_000;
const PAIRS = 7;

/** Served by the floor's server: answers a message with the time the busy loop took. */
export const BUSY_SERVICE_WORKER = `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < event.data; i++) x = (x + i * 7) % 1000003;
  event.source.postMessage({ ms: performance.now() - started, x });
});
`;

interface ThreadTimes {
  page: number;
  worker: number;
  serviceWorker: number;
}

/** In the page (serialised: self-contained): starts the worker and the service worker. */
async function startThreads() {
  const source = `onmessage = (e) => { const s = performance.now(); let x = 0;
    for (let i = 0; i < e.data; i++) x = (x + i * 7) % 1000003;
    postMessage({ ms: performance.now() - s, x }); };`;
  const w = window as unknown as { __benchWorker?: Worker; __benchServiceWorker?: ServiceWorker };
  w.__benchWorker = new Worker(
    URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
  );
  const registration = await navigator.serviceWorker.register('/busy-service-worker.js');
  await navigator.serviceWorker.ready;
  w.__benchServiceWorker = registration.active!;
}

/** In the page (serialised: self-contained): one busy loop on each thread. */
async function timeThreads(iterations: number): Promise<ThreadTimes> {
  const w = window as unknown as { __benchWorker: Worker; __benchServiceWorker: ServiceWorker };
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + i * 7) % 1000003;
  const page = performance.now() - started + (x < 0 ? 1 : 0);
  const worker = await new Promise<number>((resolve) => {
    w.__benchWorker.onmessage = (event: MessageEvent<{ ms: number }>) => resolve(event.data.ms);
    w.__benchWorker.postMessage(iterations);
  });
  const serviceWorker = await new Promise<number>((resolve) => {
    navigator.serviceWorker.onmessage = (event: MessageEvent<{ ms: number }>) =>
      resolve(event.data.ms);
    w.__benchServiceWorker.postMessage(iterations);
  });
  return { page, worker, serviceWorker };
}

export interface ThrottlingScope {
  /** Slow-down of each thread under CPU_THROTTLING_RATE, as a factor of its 1× time. */
  page: number;
  worker: number;
  serviceWorker: number;
}

/** Slow-down factors: medians over PAIRS of 1× and throttled loops in one context. */
export async function measureThrottlingScope(
  browser: Browser,
  floorUrl: string,
): Promise<ThrottlingScope | string> {
  const { context, page, cdp } = await newPage(browser, { signedIn: false, cpuThrottlingRate: 1 });
  try {
    await page.goto(`${floorUrl}/`);
    await page.evaluate(startThreads);
    await page.evaluate(timeThreads, ITERATIONS); // warm-up: JIT
    const timesAt = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return page.evaluate(timeThreads, ITERATIONS);
    };
    const factors: ThreadTimes[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const plain = await timesAt(1);
      const throttled = await timesAt(CPU_THROTTLING_RATE);
      factors.push({
        page: throttled.page / plain.page,
        worker: throttled.worker / plain.worker,
        serviceWorker: throttled.serviceWorker / plain.serviceWorker,
      });
    }
    const scope = {
      page: median(factors.map((f) => f.page)),
      worker: median(factors.map((f) => f.worker)),
      serviceWorker: median(factors.map((f) => f.serviceWorker)),
    };
    console.log(
      `  CPU ${CPU_THROTTLING_RATE}× slows the page ${scope.page.toFixed(1)}×, a dedicated worker ${scope.worker.toFixed(1)}×, a service worker ${scope.serviceWorker.toFixed(1)}×`,
    );
    return scope;
  } catch (error) {
    return errorMessage(error);
  } finally {
    await context.close();
  }
}
