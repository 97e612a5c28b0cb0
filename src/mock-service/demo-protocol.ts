/** The browser demo's messages (docs/decisions/011): plain data for `postMessage`. */
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
  /** `now`: the page's clock (a test may fix it); `faults` unchecked: the worker checks them. */
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

export type WorkerToPageMessage =
  /** With the fault settings in force, as checked. */
  | { type: 'started'; faults: FaultSettings }
  | { type: 'failed'; message: string }
  /** An injected failure was used up: the page keeps the fault settings (localStorage). */
  | { type: 'faults'; settings: FaultSettings }
  | { type: 'reset-done'; id: number };

/**
 * Page <-> service worker; keep in step with public/demo-service-worker.js and demo-mode.ts.
 * `port-needed`: a restarted worker lost its port; `claim`: take over after a hard reload.
 */

export type ServiceWorkerMessage =
  | { type: 'port' }
  | { type: 'port-ready' }
  | { type: 'port-needed' }
  | { type: 'claim' }
  | { type: 'not-demo' };
