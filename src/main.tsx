import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadDemoMode } from './demo-mode';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { loadRuntimeConfig } from './config/runtime-config';
import { hasStoredSession } from './lib/auth';

/**
 * #root holds the prerendered shell of this route (src/app/shell.tsx) until the first render
 * replaces it. That render waits for what it needs (config.json, the demo's directory in demo
 * mode, the page's chunk), so it comes once, as the page, in the shell's boxes: no spinner in
 * between, nothing shifted. It is not a hydration: the page depends on config.json and the
 * session, which the build cannot know (docs/decisions/012-prerendered-shell.md).
 */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const page = preloadPage(window.location.pathname, hasStoredSession());
  try {
    const config = await loadRuntimeConfig();
    const demo = await loadDemoMode(config);
    // Signed in, the page calls the API at once: its demo back end starts with the page's code.
    // A failure is the API client's to show, on the first request.
    if (demo && hasStoredSession()) demo.whenReady().catch(() => {});
    await page;
    // A transition: a lazy page whose chunk is in but not yet unwrapped is waited for, not
    // replaced by the loading fallback for a frame.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProvider config={config} demo={demo}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      );
    });
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
