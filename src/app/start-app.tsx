import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '#src/lib/http/query-client';
import { readStoredSession } from '#src/lib/session/stored-session';
import type { EarlyStart } from '#src/startup/start-early';
import type { OpeningPage } from '#src/startup/early-rows';
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#src/config/runtime-config';
import type { DemoController } from '#src/lib/demo/demo';
import { AppProvider } from './provider';
import { AppRoutes, readFirstPages } from './router';
import { showStartupError } from './startup-error';

/** Reads the first page's data into the cache, taking the answer start-up received. */
async function readOpening(
  page: OpeningPage,
  queryClient: QueryClient,
  config: RuntimeConfig,
  demo: DemoController | null,
): Promise<void> {
  if (page.name === 'list') {
    const { readOpeningList } = await import('#src/features/schedules/api/get-schedules');
    await readOpeningList(queryClient, config, demo, page.siteId);
  } else {
    const { readOpeningDirectory } = await import('#src/features/sites/api/get-site-directory');
    await readOpeningDirectory(queryClient, config, demo);
  }
}

/**
 * Replaces the prerendered shell in #root with the first render, which waits for what start-up
 * asked for (config.json, the demo's directory, the page's chunk, a drawn list's body) so it comes
 * once, in the shell's boxes. Not a hydration: the page depends on config.json and the session
 * (docs/decisions/012-prerendered-shell.md).
 */
export async function startApp(early: EarlyStart): Promise<void> {
  try {
    const config = await early.config;
    const demo = await early.demo;
    await early.page;
    await readFirstPages(window.location.pathname, readStoredSession() !== null);
    const queryClient = createQueryClient();
    // With the first read's body in, the first render waits for it: drawn rows are replaced
    // alike, and the page draws once rather than "Loading" first.
    const opening = await early.opening;
    if (opening && (await opening.bodyIn())) {
      await readOpening(opening.page, queryClient, config, demo);
    }
    const root = createRoot(document.getElementById('root')!);
    // The pages' code is read (readFirstPages), so the page commits at once, not a lazy fallback.
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
