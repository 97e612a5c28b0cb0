/** The mock service of tests, the HTTP server and the demo's worker; in memory unless persisted. */
import type { HttpHandler } from 'msw';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import { createFaultController, type FaultController, type FaultPersistence } from './faults';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore, type StorePersistence } from './store';

export interface MockService {
  handlers: HttpHandler[];
  store: MockStore;
  faults: FaultController;
}

export interface MockServiceOptions {
  /** A fixed instant or a clock; the real time by default. */
  now?: Date | (() => Date);
  /** The service's IANA zone; `DEFAULT_SERVICE_TIME_ZONE` by default; unknown throws. */
  serviceTimeZone?: string;
  faults?: FaultSettings;
  persistence?: StorePersistence;
  /** Told when the settings change (an injected failure used up); `faults` is the start. */
  faultPersistence?: FaultPersistence;
  /** How many sites the demo user sees; `DEFAULT_SITE_COUNT` by default. */
  siteCount?: number;
  /** The share of runs that produce no report, 0 to 1; 0 by default. */

  missedRunRate?: number;
}

export function createMockService(options: MockServiceOptions = {}): MockService {
  const store = createMockStore({
    now: options.now,
    serviceTimeZone: options.serviceTimeZone,
    persistence: options.persistence,
    siteCount: options.siteCount,
  });
  const faults = createFaultController({
    initial: options.faults,
    persistence: options.faultPersistence,
  });
  const missedRunRate = Math.min(1, Math.max(0, options.missedRunRate ?? 0));
  return { handlers: createHandlers({ store, faults, missedRunRate }), store, faults };
}
