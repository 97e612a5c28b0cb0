import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { EarlyStart } from './early-start';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { showStartupError } from './startup-error';

/**
 * #root holds the prerendered shell of this route (src/app/shell.tsx) until the first render
 * replaces it. That render waits for what it needs (config.json, the demo's directory in demo
 * mode, the page's chunk), all asked for at start-up (`early`), so it comes once, as the page, in
 * the shell's boxes: no spinner in between, nothing shifted. It is not a hydration: the page
 * depends on config.json and the session, which the build cannot know
 * (docs/decisions/012-prerendered-shell.md).
 */
export async function startApp(early: EarlyStart): Promise<void> {
  try {
    const config = await early.config;
    const demo = await early.demo;
    await early.page;
    const root = createRoot(document.getElementById('root')!);
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
    showStartupError(error);
  }
}
