/** The tab's session in sessionStorage (decision 003), read without React for early requests. */
import type { Credentials } from '#src/lib/http/basic-auth';

export const SESSION_KEY = 'report-scheduler.session';

/** Who signed in, as `GET /user` says: for the greeting, never for a decision. */
export interface SignedInUser {
  /** The user's name, or the email when there is none on record. */
  name: string;
  email: string;
}

export interface Session {
  credentials: Credentials;
  /** Absent where the deployment does not expose `GET /user`. */
  user?: SignedInUser;
}

/** The stored session, or null when there is none (or a damaged one, which is the same). */
export function readStoredSession(): Session | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as unknown;
    if (isSession(stored)) return stored;
  } catch {
    // A damaged entry is the same as none.
  }
  return null;
}

/** Keeps `session` for this tab, or forgets it (null). */
export function writeStoredSession(session: Session | null): void {
  try {
    if (session) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts until reload.
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const { credentials, user } = value as { credentials?: unknown; user?: unknown };
  const validUser =
    user === undefined ||
    (!!user &&
      typeof user === 'object' &&
      typeof (user as SignedInUser).name === 'string' &&
      typeof (user as SignedInUser).email === 'string');
  return (
    validUser &&
    !!credentials &&
    typeof credentials === 'object' &&
    typeof (credentials as Credentials).username === 'string' &&
    typeof (credentials as Credentials).password === 'string'
  );
}
