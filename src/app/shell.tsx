/**
 * The static frames of index.html, index-demo.html, app.html and app-demo.html, prerendered at
 * build time (docs/decisions/012-prerendered-shell.md): the real page's first render as the build
 * can know it, so the app that replaces it draws the same boxes.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageLoading } from '#src/components/page-loading';
import { parseRuntimeConfig } from '#src/config/runtime-config';
import { demoController } from '#src/lib/demo/demo';
import { ScheduleListStyles } from '#src/features/schedules/components/schedule-list/list-styles';
import { SiteTableStyles } from '#src/features/sites/components/site-table';
import { SESSION_ATTRIBUTE } from '#src/startup/head-script';
import { EARLY_ROWS_SLOT } from '#src/startup/rows-worker';
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
      {/* data-shell: which frame, for the frames' CSS (framesCss) and for start-up, which reads
          the demo's frame as demo mode (src/startup/start-early.ts). */}
      <div inert data-shell={kind}>
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

/**
 * Every frame of a page, one after another: the page of `/` and `/login` carries the sign-in page
 * and the signed-in frame, as the server cannot see the tab's session (src/server/shell-route.ts).
 */
export function Frames({ kinds }: { kinds: readonly ShellKind[] }) {
  return kinds.map((kind) => <Shell key={kind} kind={kind} />);
}

/**
 * The frames' static CSS, for <head>. A wrapper draws no box of its own (a stylesheet rule, not a
 * `style` attribute, which would beat the next rule). Where a page has both frames, the session's
 * mark on <html> (src/startup/head-script.ts, set before the first paint) shows one and takes
 * the other out of the layout and the accessibility tree.
 */
export function framesCss(kinds: readonly ShellKind[]): string {
  const noBox = '[data-shell]{display:contents}';
  if (kinds.length < 2) return noBox;
  const signedIn = `:root[${SESSION_ATTRIBUTE}]`;
  const signedOut = `:root:not([${SESSION_ATTRIBUTE}])`;
  return (
    noBox +
    `${signedIn} [data-shell="sign-in"],` +
    `${signedOut} [data-shell]:not([data-shell="sign-in"]){display:none}`
  );
}
