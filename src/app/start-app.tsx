import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '#src/lib/http/query-client';
import { readStoredSession } from '#src/lib/session/stored-session';
import type { EarlyStart } from '#src/startup/start-early';
import { AppProvider } from './provider';
import { AppRoutes, readFirstPages } from './router';
import { showStartupError } from './startup-error';

/**
 * #root holds the prerendered shell of this route (src/app/shell.tsx) until the first render
 * replaces it. That render waits for what it needs (config.json, the demo's directory in demo
 * mode, the page's chunk; on a list whose first rows start-up drew, the list), all asked for at
 * start-up (`early`), so it comes once, as the page, in the shell's boxes: no spinner in between,
 * nothing shifted. It is not a hydration: the page depends on config.json and the session, which
 * the build cannot know (docs/decisions/012-prerendered-shell.md).
 */
export async function startApp(early: EarlyStart): Promise<void> {
  try {
    const config = await early.config;
    const demo = await early.demo;
    await early.page;
    await readFirstPages(window.location.pathname, readStoredSession() !== null);
    const queryClient = createQueryClient();
    // With a list's body in, the first render waits for the list (its rows drawn first
    // meanwhile, src/startup/early-rows.ts), to replace them with the same rows.
    const rows = await early.rows;
    if (rows && (await rows.bodyIn())) {
      const { readOpeningList } = await import('#src/features/schedules/api/get-schedules');
      await readOpeningList(queryClient, config, demo, rows.siteId);
    }
    const root = createRoot(document.getElementById('root')!);
    // The pages' code is read (readFirstPages): the page commits at once, not the router's
    // loading fallback, which React.lazy's first render committed even in a transition.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProvider config={config} demo={demo} queryClient={queryClient}>
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
