/**
 * What the app knows of demo mode. The mock service implements the back end in
 * src/mock-service/browser.ts (a worker and a service worker, docs/decisions/011), which is
 * loaded and started only when the API is first needed: the sign-in page loads none of it.
 */
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import type { DemoMissedRunRate, DemoSiteCount } from '#src/lib/demo/demo-sites';

export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

/** The running mock service: its data, fault switches and number of sites. */
export interface DemoBackend {
  /** Back to the seed; settles once the worker has saved it. */
  resetData(): Promise<void>;
  getFaults(): FaultSettings;
  setFaults(settings: FaultSettings): void;
  /** How many sites the running demo has. */
  getSiteCount(): DemoSiteCount;
  /**
   * Keeps `count` for the demo's next start (localStorage): this page's next load, and the other
   * tabs of the demo, which reload. The running demo keeps its own: see `changeSiteCount`.
   */
  keepSiteCount(count: DemoSiteCount): void;
  /** The share of runs that produce no report in the running demo. */
  getMissedRunRate(): DemoMissedRunRate;
  /** Keeps `rate` for the demo's next start, as `keepSiteCount` does. */
  keepMissedRunRate(rate: DemoMissedRunRate): void;
}

export interface DemoController extends DemoBackend {
  accounts: readonly DemoAccount[];
  /**
   * Starts the mock service on the first call (later calls share it) and settles once it
   * answers requests. The API client calls it before each request; the back-end methods above
   * may be used only after it.
   */
  whenReady(): Promise<void>;
  /**
   * Starts the demo again with `count` sites: resets its data (changes made on a site that the
   * new size lacks would otherwise linger), keeps the size, and reloads the page, so that no
   * query, list or form holds sites of the old size.
   */
  changeSiteCount(count: DemoSiteCount): Promise<void>;
  /**
   * Starts the demo again with `rate` of runs producing no report: keeps it and reloads the
   * page. The data stays: the history is derived from the schedules on each request.
   */
  changeMissedRunRate(rate: DemoMissedRunRate): void;
}

/**
 * The demo as the app sees it before its back end (the mock service, its worker and service
 * worker) is needed: the accounts at once, the rest once `startBackend`, called on the
 * first `whenReady()`, has started it. `reload` loads the page again (a test passes its own).
 */
export function demoController(
  directory: { accounts: readonly DemoAccount[] },
  startBackend: () => Promise<DemoBackend>,
  reload: () => void = () => window.location.reload(),
): DemoController {
  let started: DemoBackend | null = null;
  let ready: Promise<void> | undefined;
  const running = (): DemoBackend => {
    if (!started) throw new Error('The demo has not started; wait for demo.whenReady().');
    return started;
  };
  return {
    ...directory,
    whenReady: () =>
      (ready ??= startBackend().then((backend) => {
        started = backend;
      })),
    resetData: () => running().resetData(),
    getFaults: () => running().getFaults(),
    setFaults: (settings) => running().setFaults(settings),
    getSiteCount: () => running().getSiteCount(),
    keepSiteCount: (count) => running().keepSiteCount(count),
    getMissedRunRate: () => running().getMissedRunRate(),
    keepMissedRunRate: (rate) => running().keepMissedRunRate(rate),
    async changeSiteCount(count) {
      const backend = running();
      // Reset first: the other tabs reload when the size is kept, and must find the seed.
      await backend.resetData();
      backend.keepSiteCount(count);
      reload();
    },
    changeMissedRunRate(rate) {
      running().keepMissedRunRate(rate);
      reload();
    },
  };
}
