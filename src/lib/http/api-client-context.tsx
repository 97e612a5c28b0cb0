import { createContext, use, useMemo, type ReactNode } from 'react';
import { useEnvironment } from '#src/lib/session/environment-context';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { createApiClient, type ApiClient } from '#src/lib/http/api-client';
import { useAuth } from '#src/lib/session/auth';
import type { Credentials } from '#src/lib/http/basic-auth';
import type { DemoController } from '#src/lib/demo/demo';
import { readStoredSession } from '#src/lib/session/stored-session';
import { offeredEarlyAnswers } from '#src/lib/http/early-answers';

const ApiClientContext = createContext<ApiClient | null>(null);

/** The signed-in app's one API client; a 401 anywhere expires the session (RequireAuth). */
export function ApiClientProvider({
  children,
  client: givenClient,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const { config, demo } = useEnvironment();
  const { store } = useAuth();
  const client = useMemo(
    () =>
      givenClient ??
      createAppApiClient(config, demo, {
        getCredentials: () => {
          const state = store.get();
          return state.status === 'signed-in' ? state.session.credentials : null;
        },
        onUnauthenticated: () => store.expire(),
      }),
    [givenClient, config, store, demo],
  );
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The app's API client for this config and mode, with these credentials. */
function createAppApiClient(
  config: RuntimeConfig,
  demo: DemoController | null,
  session: { getCredentials: () => Credentials | null; onUnauthenticated: () => void },
): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    ...session,
    // The first page's request may have gone out at start-up (src/startup).
    early: offeredEarlyAnswers(),
    ...(demo ? { ready: demo.whenReady } : {}),
  });
}

/**
 * A client for the first render's read (start-app.tsx), with the tab's stored session, before the
 * session's provider exists: a 401 there is the page's own read's to handle. Null when signed out.
 */
export function createOpeningApiClient(
  config: RuntimeConfig,
  demo: DemoController | null,
): ApiClient | null {
  const session = readStoredSession();
  if (!session) return null;
  return createAppApiClient(config, demo, {
    getCredentials: () => session.credentials,
    onUnauthenticated: () => {},
  });
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
