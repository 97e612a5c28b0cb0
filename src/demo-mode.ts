/**
 * Demo mode at start-up: the demo's accounts and sites for the sign-in page, and its back end
 * (the mock service, src/mock-service/browser.ts), each in its own chunk fetched only in demo
 * mode.
 */
import type { RuntimeConfig } from '#src/config/runtime-config';
import { demoController, type DemoController } from '#src/lib/demo';

export async function loadDemoMode(config: RuntimeConfig): Promise<DemoController | null> {
  if (config.mode !== 'demo') return null;
  // The first page does not wait for the back end: only the API client does.
  const backend = import('#src/mock-service/browser')
    .then(({ startDemo }) => startDemo(config.serviceTimeZone))
    .catch((cause: unknown) => {
      console.error(cause);
      throw new Error(
        'The demo could not start in this browser: its mock API needs a service worker, ' +
          'which some private windows do not allow. Reload to try again.',
        { cause },
      );
    });
  const { DEMO_ACCOUNTS, DEMO_SITES } = await import('#src/mock-service/directory');
  return demoController({ accounts: DEMO_ACCOUNTS, sites: DEMO_SITES }, backend);
}
