import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { loadRuntimeConfig } from './config/runtime-config';
import { hasStoredSession } from './lib/auth';
import { demoController, type DemoController } from './lib/demo';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  preloadPage(window.location.pathname, hasStoredSession());
  try {
    const config = await loadRuntimeConfig();
    // The mock service is a separate chunk, fetched only in demo mode. The first page does not
    // wait for it (160 kB and a service worker to start): only the API client does.
    let demo: DemoController | null = null;
    if (config.mode === 'demo') {
      const backend = import('./mock-service/browser')
        .then(({ startDemo }) => startDemo(config.serviceTimeZone))
        .catch((cause: unknown) => {
          console.error(cause);
          throw new Error(
            'The demo could not start in this browser: its mock API needs a service worker, ' +
              'which some private windows do not allow. Reload to try again.',
            { cause },
          );
        });
      const { DEMO_ACCOUNTS, DEMO_SITES } = await import('./mock-service/directory');
      demo = demoController({ accounts: DEMO_ACCOUNTS, sites: DEMO_SITES }, backend);
    }
    root.render(
      <StrictMode>
        <AppProvider config={config} demo={demo}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError error={error} />);
  }
}

function StartupError({ error }: { error: unknown }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>The report scheduler could not start</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      <p>Check config.json beside index.html, then reload the page.</p>
    </main>
  );
}

void start();
