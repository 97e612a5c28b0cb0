/** Demo mode at start-up: back end at once when signed in, else on first API use (decision 011). */
import type { RuntimeConfig } from '#src/config/runtime-config';
import { demoController, type DemoBackend, type DemoController } from '#src/lib/demo/demo';

/** The demo's back end as it starts: `launched` once its workers are on their way. */
export interface DemoBackendStart {
  /** Settles once `startDemo` has run up to its first wait (it asked for both workers). */
  launched: Promise<void>;
  backend: Promise<DemoBackend>;
}

/** Starts the demo's back end; `serviceTimeZone` may come later (see `startDemo`). */
export function startDemoBackend(serviceTimeZone: Promise<string>): DemoBackendStart {
  const module = import('#src/mock-service/browser');
  const backend = module
    .then(({ startDemo }) => startDemo(serviceTimeZone))
    .catch((cause: unknown) => {
      console.error(cause);
      throw new Error(
        'The demo could not start in this browser: its mock API needs a service worker, ' +
          'which some private windows do not allow. Reload to try again.',
        { cause },
      );
    });
  // A failure is the API client's to show, on its first request.
  backend.catch(() => {});
  // Chained after the `then` above, which runs `startDemo` up to its first wait.
  return {
    backend,
    launched: module.then(
      () => {},
      () => {},
    ),
  };
}

/** @param start When the back end starts: first API request, `now` (signed in), or under way. */
export async function loadDemoMode(
  config: RuntimeConfig,
  { start = 'on-first-request' }: { start?: 'now' | 'on-first-request' | DemoBackendStart } = {},
): Promise<DemoController | null> {
  if (config.mode !== 'demo') {
    releaseDemoServiceWorker();
    return null;
  }
  let running = typeof start === 'object' ? start : undefined;
  const startBackend = () =>
    (running ??= startDemoBackend(Promise.resolve(config.serviceTimeZone)));
  const browser = import('#src/mock-service/browser');
  // The app's evaluation (one long task) must not hold the start back.
  if (start !== 'on-first-request') await startBackend().launched;
  const { DEMO_ACCOUNTS } = await browser;
  return demoController({ accounts: DEMO_ACCOUNTS }, () => startBackend().backend);
}

const DEMO_WORKER_PATH = '/demo-service-worker.js';

/** Live mode where the demo's service worker still controls the page: pass through, unregister. */
function releaseDemoServiceWorker() {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'port-needed' && event.source instanceof ServiceWorker) {
      event.source.postMessage({ type: 'not-demo' });
    }
  });
  container.startMessages();
  void container
    .getRegistrations()
    .then((registrations) =>
      Promise.all(
        registrations
          .filter((registration) => registration.active?.scriptURL.endsWith(DEMO_WORKER_PATH))
          .map((registration) => registration.unregister()),
      ),
    )
    .catch(() => {});
}
