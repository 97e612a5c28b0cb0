/**
 * The static shells that index.html, app.html and app-demo.html carry, prerendered at build time
 * (src/server/vite-prerender-shell-plugin.ts, docs/decisions/012-prerendered-shell.md): what the
 * first paint shows before the app's script, config.json and the session are in.
 *
 * Each shell is the real page's first render as the build can know it (nobody signed in; the
 * frame in live mode, and in demo mode with the demo's banner, for the server to choose), so the
 * app that replaces it draws the same boxes. What only the browser knows comes
 * later, below or beside those boxes: the demo's accounts under the sign-in form, the account
 * menu in the header, the page itself in place of the skeleton.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageLoading } from '#src/components/page-loading';
import { parseRuntimeConfig } from '#src/config/runtime-config';
import { demoController } from '#src/lib/demo/demo';
import { ScheduleListStyles } from '#src/features/schedules/components/schedule-list/list-styles';
import { EARLY_ROWS_SLOT } from '#src/startup/early-rows';
import { AppProvider } from './provider';
import AppLayout from './routes/app-layout';
import SignInPage from './routes/sign-in';

export type ShellKind = 'sign-in' | 'app' | 'app-demo';

/**
 * The demo as the frame draws it: its banner, in the box the app's will take. Inert, so its
 * back end is never started.
 */
const PICTURED_DEMO = demoController({ accounts: [] }, () => new Promise(() => {}));

/**
 * The signed-in page while its data loads: the same boxes as the list's loading view. On a
 * schedule list, start-up may draw the list's first rows here instead (src/startup/early-rows.ts),
 * styled by the list's stylesheet, which the frame therefore carries.
 */
function ContentSkeleton() {
  return (
    <Stack spacing={2} {...{ [EARLY_ROWS_SLOT]: '' }}>
      <ScheduleListStyles />
      <PageLoading />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={168} aria-hidden="true" />
      ))}
    </Stack>
  );
}

/**
 * One shell, rendered inside the app's own providers. `inert`: until the app replaces it, the
 * shell is a picture of the page, so nothing typed or clicked into it can be lost.
 */
export function Shell({ kind }: { kind: ShellKind }) {
  return (
    <AppProvider
      config={parseRuntimeConfig(kind === 'app-demo' ? {} : { apiBaseUrl: '/v1' })}
      demo={kind === 'app-demo' ? PICTURED_DEMO : null}
    >
      {/* data-shell: which page the server chose, read at start-up (src/startup/start-early.ts). */}
      <div inert data-shell={kind} style={{ display: 'contents' }}>
        {kind === 'sign-in' ? (
          <StaticRouter location="/login">
            <SignInPage />
          </StaticRouter>
        ) : (
          <StaticRouter location="/">
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={<ContentSkeleton />} />
              </Route>
            </Routes>
          </StaticRouter>
        )}
      </div>
    </AppProvider>
  );
}
