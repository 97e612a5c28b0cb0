import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadDemoMode } from './demo-mode';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { loadRuntimeConfig } from './config/runtime-config';
import { hasStoredSession } from './lib/auth';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  preloadPage(window.location.pathname, hasStoredSession());
  try {
    const config = await loadRuntimeConfig();
    const demo = await loadDemoMode(config);
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
