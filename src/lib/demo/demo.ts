/** Demo mode; the mock (decision 011) loads only when the API is first needed. */
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
  getSiteCount(): DemoSiteCount;
  /** Keeps `count` for the demo's next start (this page's and the other tabs', which reload). */
  keepSiteCount(count: DemoSiteCount): void;
  getMissedRunRate(): DemoMissedRunRate;
  /** Keeps `rate` for the demo's next start, as `keepSiteCount` does. */
  keepMissedRunRate(rate: DemoMissedRunRate): void;
}

export interface DemoController extends DemoBackend {
  accounts: readonly DemoAccount[];
  /** Starts the mock service once; settles when it answers. Call it before the methods above. */
  whenReady(): Promise<void>;
  /** Restarts the demo with `count` sites, its data reset so no page holds the old size's sites. */
  changeSiteCount(count: DemoSiteCount): Promise<void>;
  /** Keeps `rate` and reloads; the data stays, as the history is derived on each request. */
  changeMissedRunRate(rate: DemoMissedRunRate): Promise<void>;
}

/**
 * The lists the browser kept of the demo's data (ADR 031): forgotten when the data changes
 * wholesale, or the next visit would show the counts of the data before as if still true.
 */
function forgetKeptLists(): Promise<void> {
  return import('#src/lib/site-reports/kept-lists').then((kept) => kept.eraseKeptLists());
}

/** The demo before its back end is needed; `startBackend` runs on the first `whenReady()`. */
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
    resetData: async () => {
      await running().resetData();
      await forgetKeptLists();
    },
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
      await forgetKeptLists();
      backend.keepSiteCount(count);
      reload();
    },
    async changeMissedRunRate(rate) {
      running().keepMissedRunRate(rate);
      // The sent reports are derived from the rate: those kept were read at the old one.
      await forgetKeptLists();
      reload();
    },
  };
}
