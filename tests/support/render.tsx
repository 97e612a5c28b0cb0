/**
 * Render helpers for component tests: the real providers (theme, React Query, auth, the API
 * client) around the component, a memory router, and a signed-in session. Pair with
 * `setupMockApi()` (src/testing/mock-api.ts) so requests reach the mock service's handlers.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type InitialEntry,
} from 'react-router';
import { AppProvider } from '#src/app/provider';
import { AppRoutes } from '#src/app/router';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { ApiClientProvider } from '#src/lib/http/api-client-context';
import { createQueryClient } from '#src/lib/http/query-client';
import { createSessionStore } from '#src/lib/session/auth';
import type { Credentials } from '#src/lib/http/basic-auth';
import type { DemoController } from '#src/lib/demo/demo';

const TEST_API_BASE_URL = 'http://mock.test/v1';

export interface RenderOptions {
  /** Where the memory router starts: a URL, or `{ pathname, state }` for a page opened with state. */
  route?: InitialEntry;
  /** The route pattern `ui` is mounted at, e.g. '/sites/:siteId/schedules'. */
  path?: string;
  /** Signed in as demo/demo unless null (signed out) or other credentials are given. */
  credentials?: Credentials | null;
  demo?: DemoController | null;
  config?: Partial<RuntimeConfig>;
  /**
   * The app's own query client, which retries failed reads as the app does; by default a client
   * that never retries, so that errors show at once.
   */
  retries?: boolean;
}

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

function setUp({
  credentials = { username: 'demo', password: 'demo' },
  config,
  demo = null,
  retries = false,
}: RenderOptions) {
  const queryClient = retries ? createQueryClient() : testQueryClient();
  const sessionStore = createSessionStore();
  if (credentials) sessionStore.signIn({ credentials });
  else sessionStore.signOut();
  const runtimeConfig: RuntimeConfig = {
    mode: 'live',
    apiBaseUrl: TEST_API_BASE_URL,
    accountId: undefined,
    serviceTimeZone: 'UTC',
    ...config,
  };
  return { queryClient, sessionStore, runtimeConfig, demo };
}

/** Shows where the router is, so tests can assert navigation: `screen.getByTestId('location')`. */
function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Where the router is now, path and query ('/sites/…/schedules?q=weekly'): LocationDisplay's text. */
export function routerLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Back and Forward buttons ("Test back", "Test forward") beside the page, as the browser's own. */
export function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Test back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Test forward
      </button>
    </>
  );
}

/** The app's providers and a memory router at `route`, with a signed-in session. */
function appWrapper(options: RenderOptions) {
  const { route = '/' } = options;
  const { queryClient, sessionStore, runtimeConfig, demo } = setUp(options);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProvider
        config={runtimeConfig}
        demo={demo}
        queryClient={queryClient}
        sessionStore={sessionStore}
      >
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProvider>
    );
  }
  return { Wrapper, queryClient, sessionStore };
}

/** `routed` inside the app's providers and a memory router at `route`, with a signed-in session. */
function renderInApp(routed: ReactElement, options: RenderOptions) {
  const { Wrapper, queryClient, sessionStore } = appWrapper(options);
  const result = render(
    <Wrapper>
      {routed}
      <LocationDisplay />
    </Wrapper>,
  );
  return { ...result, user: userEvent.setup(), queryClient, sessionStore };
}

/** A hook inside the app's providers and its API client, with a signed-in session. */
export function renderHookWithApp<Result>(hook: () => Result, options: RenderOptions = {}) {
  const { Wrapper } = appWrapper(options);
  return renderHook(hook, {
    wrapper: ({ children }) => (
      <Wrapper>
        <ApiClientProvider>{children}</ApiClientProvider>
      </Wrapper>
    ),
  });
}

/** Render one component inside the app's providers, at `path`, with a signed-in session. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '*' } = options;
  return renderInApp(
    <ApiClientProvider>
      <Routes>
        <Route path={path} element={ui} />
        {path === '*' ? null : <Route path="*" element={null} />}
      </Routes>
    </ApiClientProvider>,
    options,
  );
}

/** Render the whole app (all routes, lazy pages included) at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderInApp(<AppRoutes />, options);
}
