/**
 * The messages of the browser demo's back end (docs/decisions/011): the page starts the mock
 * service in a dedicated worker (src/mock-service/api-worker.ts) and hands a MessagePort to it
 * and to the service worker (public/demo-service-worker.js), which forwards the API's requests
 * over that port. Plain data only: everything here crosses `postMessage`.
 */
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import type { DemoMissedRunRate, DemoSiteCount } from '#src/lib/demo/demo-sites';

/** A request as the service worker forwards it; the body is transferred, not copied. */
export interface RequestMessage {
  type: 'request';
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The worker's answer on the request's own reply port. */
export type ResponseMessage =
  | {
      type: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  /** msw's `HttpResponse.error()`: the service worker answers `Response.error()`, fetch rejects. */
  | { type: 'network-error' };

/** From the page to its worker (the request port comes with `connect` as a transfer). */
export type PageToWorkerMessage =
  /**
   * `now`: the page's `Date.now()`, which the service's clock follows (a test may fix it).
   * `faults` as the page stored them, unchecked: the worker checks them (`checkedFaults`).
   * `siteCount`: how many sites the demo user sees, as the page checked it (Demo settings).
   * `missedRunRate`: the share of runs that produce no report, checked alike.
   */
  | {
      type: 'start';
      serviceTimeZone: string;
      faults: unknown;
      siteCount: DemoSiteCount;
      missedRunRate: DemoMissedRunRate;
      now: number;
    }
  | { type: 'connect' }
  | { type: 'faults'; settings: unknown }
  | { type: 'reset'; id: number };

/** From the worker to its page. */
export type WorkerToPageMessage =
  /** With the fault settings in force, as checked. */
  | { type: 'started'; faults: FaultSettings }
  | { type: 'failed'; message: string }
  /** An injected failure was used up: the page keeps the fault settings (localStorage). */
  | { type: 'faults'; settings: FaultSettings }
  | { type: 'reset-done'; id: number };

/**
 * Between the page and the service worker (public/demo-service-worker.js is plain JavaScript and
 * repeats these names): `port` carries the request port as a transfer, `port-ready` confirms it,
 * `port-needed` is the service worker asking again after it was restarted and lost it, `claim`
 * asks it to control a page loaded without it (a hard reload). `not-demo` comes from a page in
 * live mode (src/startup/demo-mode.ts says it without importing this file).
 */
export type ServiceWorkerMessage =
  | { type: 'port' }
  | { type: 'port-ready' }
  | { type: 'port-needed' }
  | { type: 'claim' }
  | { type: 'not-demo' };
