import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#src/lib/session/auth';

/** Where to come back to after signing in; only same-app paths, never another origin. */
export function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login')
    ? value
    : '/';
}

function signInPath(returnTo: string, reason?: 'expired'): string {
  const params = new URLSearchParams();
  if (returnTo !== '/') params.set('returnTo', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
}

/** Signed-out visitors go to sign-in, remembering the page they wanted. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'signed-out') {
    // After "Sign out" the page was the previous user's: the next one starts from the beginning.
    const returnTo = state.reason === 'ended' ? '/' : `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={signInPath(returnTo, state.reason === 'expired' ? 'expired' : undefined)}
        replace
      />
    );
  }
  return <Outlet />;
}
