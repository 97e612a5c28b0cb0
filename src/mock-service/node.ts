/**
 * The mock service: tests (through msw's setupServer, see tests/support/mock-api.ts), the mock
 * API server, and the browser demo's worker (api-worker.ts), which adds the persistence. Without
 * it, in memory only: a fresh service is a fresh seed.
 */
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
  /** The service's clock: a fixed instant or a function; the real time by default. */
  now?: Date | (() => Date);
  /**
   * The IANA zone the service keeps its calendar in (config.json `serviceTimeZone`);
   * `DEFAULT_SERVICE_TIME_ZONE` (UTC) by default. An unknown zone throws a RangeError.
   */
  serviceTimeZone?: string;
  faults?: FaultSettings;
  persistence?: StorePersistence;
  /** Told when the settings change (an injected failure used up); `faults` is the start. */
  faultPersistence?: FaultPersistence;
  /** How many sites the demo user sees; `DEFAULT_SITE_COUNT` (260) unless a bench asks more. */
  siteCount?: number;
  /** The share of runs that produce no report, 0 to 1 (report-history.ts); 0 by default. */
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
