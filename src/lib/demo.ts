/**
 * What the app knows of demo mode. The mock service implements the back end in
 * src/mock-service/browser.ts, which is loaded (as its own chunk) only in demo mode, while the
 * app already shows its first page.
 */
import type { FaultSettings } from './demo-faults';

export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

export interface DemoSite {
  id: string;
  name: string;
}

/** The running mock service: its data and fault switches. */
export interface DemoBackend {
  resetData(): void;
  getFaults(): FaultSettings;
  setFaults(settings: FaultSettings): void;
}

export interface DemoController extends DemoBackend {
  accounts: readonly DemoAccount[];
  sites: readonly DemoSite[];
  /**
   * Settles once the mock service answers requests (its service worker is running). The API
   * client waits for it; the back-end methods above may be used only after it.
   */
  ready: Promise<void>;
}

/**
 * The demo as the app sees it while its back end (the mock service and its worker, 160 kB) is
 * still starting: the accounts and sites at once, the rest once `backend` has started.
 */
export function demoController(
  directory: { accounts: readonly DemoAccount[]; sites: readonly DemoSite[] },
  backend: Promise<DemoBackend>,
): DemoController {
  let started: DemoBackend | null = null;
  const ready = backend.then((running) => {
    started = running;
  });
  const running = (): DemoBackend => {
    if (!started) throw new Error('The demo is still starting; wait for demo.ready.');
    return started;
  };
  return {
    ...directory,
    ready,
    resetData: () => running().resetData(),
    getFaults: () => running().getFaults(),
    setFaults: (settings) => running().setFaults(settings),
  };
}
