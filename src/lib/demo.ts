/**
 * What the app knows of demo mode. The mock service implements the back end in
 * src/mock-service/browser.ts (a worker and a service worker, docs/decisions/011), which is
 * loaded and started only when the API is first needed: the sign-in page loads none of it.
 */
import type { FaultSettings } from './demo-faults';

export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

/** The running mock service: its data and fault switches. */
export interface DemoBackend {
  /** Back to the seed; settles once the worker has saved it. */
  resetData(): Promise<void>;
  getFaults(): FaultSettings;
  setFaults(settings: FaultSettings): void;
}

export interface DemoController extends DemoBackend {
  accounts: readonly DemoAccount[];
  /**
   * Starts the mock service on the first call (later calls share it) and settles once it
   * answers requests. The API client calls it before each request; the back-end methods above
   * may be used only after it.
   */
  whenReady(): Promise<void>;
}

/**
 * The demo as the app sees it before its back end (the mock service, its worker and service
 * worker) is needed: the accounts at once, the rest once `startBackend`, called on the
 * first `whenReady()`, has started it.
 */
export function demoController(
  directory: { accounts: readonly DemoAccount[] },
  startBackend: () => Promise<DemoBackend>,
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
  };
}
