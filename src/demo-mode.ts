/**
 * Demo mode at start-up: the demo's accounts for the sign-in page (a chunk of a few
 * hundred bytes), and how to start its back end (src/mock-service/browser.ts, its own chunk and
 * worker), which happens only when the API is first needed (docs/decisions/011).
 */
import type { RuntimeConfig } from '#src/config/runtime-config';
import { demoController, type DemoController } from '#src/lib/demo';

export async function loadDemoMode(config: RuntimeConfig): Promise<DemoController | null> {
  if (config.mode !== 'demo') {
    releaseDemoServiceWorker();
    return null;
  }
  // Nothing of the back end loads with the first page: the API client starts it.
  const startBackend = () =>
    import('#src/mock-service/browser')
      .then(({ startDemo }) => startDemo(config.serviceTimeZone))
      .catch((cause: unknown) => {
        console.error(cause);
        throw new Error(
          'The demo could not start in this browser: its mock API needs a service worker, ' +
            'which some private windows do not allow. Reload to try again.',
          { cause },
        );
      });
  const { DEMO_ACCOUNTS } = await import('#src/mock-service/directory');
  return demoController({ accounts: DEMO_ACCOUNTS }, startBackend);
}

const DEMO_WORKER_PATH = '/demo-service-worker.js';

/**
 * Live mode on an origin where the demo ran before (`npm start` with and then without
 * API_UPSTREAM): the demo's service worker may still control this page. It asks for a port when
 * the API is called; the answer `not-demo` sends this page's requests to the network at once,
 * and the registration goes, so the next load is not controlled at all.
 */
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
