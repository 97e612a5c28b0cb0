/**
 * The auth seam: who is signed in, signing in and out, and what a 401 does. Credentials live in
 * memory and sessionStorage only (docs/decisions/003-credentials.md). The user's data passes with
 * the session (user-data.ts): another user or a sign-out erases it; an expiry keeps it.
 */
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Credentials } from '#src/lib/http/basic-auth';
import {
  readStoredSession,
  writeStoredSession,
  type Session,
  type SignedInUser,
} from '#src/lib/session/stored-session';
import { claimUserData, releaseUserData } from '#src/lib/session/user-data';

export type { Session, SignedInUser } from '#src/lib/session/stored-session';

type SessionState =
  | { status: 'signed-in'; session: Session }
  /** `signed-out`: never in this tab; `ended`: signed out (next user starts afresh); `expired`. */
  | { status: 'signed-out'; reason: 'signed-out' | 'ended' | 'expired' };

/** A tiny external store, so the API client (outside React) and the UI read the same session. */
function createSessionStore() {
  let state: SessionState = storedState();
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    writeStoredSession(next.status === 'signed-in' ? next.session : null);
    for (const listener of listeners) listener();
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The data changes hands before anyone hears of the new session.
    /** Signs in; true when the data held for another user was erased (see user-data.ts). */
    signIn: (session: Session): boolean => {
      const tookOver = claimUserData(session.credentials.username);
      set({ status: 'signed-in', session });
      return tookOver;
    },
    signOut: () => {
      releaseUserData();
      set({ status: 'signed-out', reason: 'ended' });
    },
    expire: () => {
      if (state.status === 'signed-in') set({ status: 'signed-out', reason: 'expired' });
    },
  };
}

function storedState(): SessionState {
  const session = readStoredSession();
  return session
    ? { status: 'signed-in', session }
    : { status: 'signed-out', reason: 'signed-out' };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

interface AuthContextValue {
  state: SessionState;
  credentials: Credentials | null;
  user: SignedInUser | undefined;
  store: SessionStore;
  /** True when the data held for another user was erased: their page is not this user's. */
  signIn(session: Session): boolean;
  signOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  store: givenStore,
}: {
  children: ReactNode;
  store?: SessionStore;
}) {
  const store = useMemo(() => givenStore ?? createSessionStore(), [givenStore]);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const signIn = useCallback((session: Session) => store.signIn(session), [store]);
  const signOut = useCallback(() => store.signOut(), [store]);
  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      credentials: state.status === 'signed-in' ? state.session.credentials : null,
      user: state.status === 'signed-in' ? state.session.user : undefined,
      store,
      signIn,
      signOut,
    }),
    [state, store, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

export { createSessionStore };
