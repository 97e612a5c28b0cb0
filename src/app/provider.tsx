import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { EnvironmentProvider } from '#src/lib/session/environment-context';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { saveAccountId } from '#src/lib/session/account-id';
import { forgetRecentSites } from '#src/features/sites/recent-sites';
import { AuthProvider, type SessionStore } from '#src/lib/session/auth';
import type { DemoController } from '#src/lib/demo/demo';
import { LeaveGuardProvider } from '#src/lib/forms/leave-guard';
import { createQueryClient } from '#src/lib/http/query-client';
import { onDemoDataChangedElsewhere } from '#src/lib/demo/demo-data-channel';
import { SCHEDULES_KEY } from '#src/lib/site-reports/query-keys';
import { onEraseUserData } from '#src/lib/session/user-data';
import { COLOR_MODE_STORAGE_KEY } from '#src/startup/head-script';
import { theme } from './theme';

export interface AppProviderProps {
  config: RuntimeConfig;
  demo: DemoController | null;
  children: ReactNode;
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
}

export function AppProvider({
  config,
  demo,
  children,
  queryClient: givenClient,
  sessionStore,
}: AppProviderProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useDemoDataSync(demo, queryClient);
  // The cache, the lists kept for the Sites page, recent sites and Account ID are the user's too:
  // erased with their drafts.
  useEffect(
    () =>
      onEraseUserData(() => {
        queryClient.clear();
        // Loaded with the Sites page, which keeps them; the user's own key guards them meanwhile.
        void import('#src/lib/site-reports/kept-lists').then((kept) => kept.eraseKeptLists());
        forgetRecentSites();
        saveAccountId('');
      }),
    [queryClient],
  );
  return (
    // With CSS variables: the scheme chosen (account menu) or the system's, kept in localStorage
    // and marked on <html>, as start-up's script did before the first paint. `noSsr`: the app
    // replaces the frame rather than hydrating it, so the stored choice is read at once.
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} noSsr>
      <CssBaseline />
      <EnvironmentProvider config={config} demo={demo}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider store={sessionStore}>
            <LeaveGuardProvider>{children}</LeaveGuardProvider>
          </AuthProvider>
        </QueryClientProvider>
      </EnvironmentProvider>
    </ThemeProvider>
  );
}

/** Demo mode: a data change in another tab marks this tab's schedules stale. */
function useDemoDataSync(demo: DemoController | null, queryClient: QueryClient) {
  useEffect(() => {
    if (!demo) return undefined;
    return onDemoDataChangedElsewhere(
      () =>
        void queryClient.invalidateQueries({
          queryKey: SCHEDULES_KEY,
          refetchType: document.visibilityState === 'visible' ? 'active' : 'none',
        }),
    );
  }, [demo, queryClient]);
}
