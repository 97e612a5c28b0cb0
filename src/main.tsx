import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './config/runtime-config';
import type { DemoController } from './lib/demo';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    // The mock service is a separate chunk, fetched only in demo mode, and its worker must be
    // running before the first request the app makes.
    let demo: DemoController | null = null;
    if (config.mode === 'demo') {
      const { startDemo } = await import('./mock-service/browser');
      demo = await startDemo();
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
