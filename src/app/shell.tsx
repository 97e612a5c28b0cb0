/**
 * The static shells that index.html and app.html carry, prerendered at build time
 * (src/server/vite-prerender-shell-plugin.ts, docs/decisions/012-prerendered-shell.md): what the
 * first paint shows before the app's script, config.json and the session are in.
 *
 * Each shell is the real page's first render as the build can know it (live mode, nobody signed
 * in), so the app that replaces it draws the same boxes. What only the browser knows comes
 * later, below or beside those boxes: the demo's accounts under the sign-in form, the account
 * menu in the header, the page itself in place of the skeleton.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageLoading } from '#src/components/page-loading';
import { parseRuntimeConfig } from '#src/config/runtime-config';
import { AppProvider } from './provider';
import AppLayout from './routes/app-layout';
import SignInPage from './routes/sign-in';

export type ShellKind = 'sign-in' | 'app';

/** The signed-in page while its data loads: the same boxes as the list's loading view. */
function ContentSkeleton() {
  return (
    <Stack spacing={2}>
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
    <AppProvider config={parseRuntimeConfig({ apiBaseUrl: '/v1' })} demo={null}>
      <div inert style={{ display: 'contents' }}>
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
