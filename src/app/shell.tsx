/**
 * The static shells of index.html, app.html and app-demo.html, prerendered at build time
 * (docs/decisions/012-prerendered-shell.md): the real page's first render as the build can know
 * it, so the app that replaces it draws the same boxes.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageLoading } from '#src/components/page-loading';
import { parseRuntimeConfig } from '#src/config/runtime-config';
import { demoController } from '#src/lib/demo/demo';
import { ScheduleListStyles } from '#src/features/schedules/components/schedule-list/list-styles';
import { SiteTableStyles } from '#src/features/sites/components/site-table';
import { EARLY_ROWS_SLOT } from '#src/startup/early-rows';
import { AppProvider } from './provider';
import AppLayout from './routes/app-layout';
import SignInPage from './routes/sign-in';

export type ShellKind = 'sign-in' | 'app' | 'app-demo';

/** The demo's banner in the box the app's will take; inert, so its back end never starts. */
const PICTURED_DEMO = demoController({ accounts: [] }, () => new Promise(() => {}));

/**
 * The signed-in page while its data loads, as the list's loading view. Start-up may draw a
 * list's or the Sites page's first rows here (src/startup/early-rows.ts), so the frame carries
 * both tables' stylesheets.
 */
function ContentSkeleton() {
  return (
    <Stack spacing={2} {...{ [EARLY_ROWS_SLOT]: '' }}>
      <ScheduleListStyles />
      <SiteTableStyles />
      <PageLoading />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={168} aria-hidden="true" />
      ))}
    </Stack>
  );
}

/** One shell in the app's providers; `inert`, as nothing typed or clicked into it may be lost. */
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
