import { ADVICE, withAdvice } from '#src/lib/http/api-error';
import type { Credentials } from '#src/lib/http/basic-auth';
import type { SignedInUser } from '#src/lib/session/auth';

/** A 401 at sign-in: the service's own words ("Bad Credentials") do not say what to check. */
const WRONG_CREDENTIALS =
  'The username or password is not right. Check them (is Caps Lock on?) and try again.';

export type Verification =
  { ok: true; user: SignedInUser | undefined } | { ok: false; message: string };

/**
 * Checks credentials with `GET /user`, else (404, 403) by listing templates: all but a 401 proves
 * them. The API client is imported on submit, keeping the sign-in page small.
 *
 * @returns who signed in (when the service says), or the message to show.
 */
export async function verifyCredentials(
  baseUrl: string,
  accountId: string | undefined,
  credentials: Credentials,
  /** Demo mode: starts the mock service (once) and settles when it answers. */
  ready: (() => Promise<unknown>) | undefined,
): Promise<Verification> {
  const { createApiClient, isApiError } = await import('#src/lib/http/api-client');
  const { getUser } = await import('./get-user');
  const { listTemplates } = await import('#src/lib/site-reports/templates');
  const { userDisplayName } = await import('#src/domain/platform-schemas');
  const client = createApiClient({
    baseUrl,
    getCredentials: () => credentials,
    ...(ready ? { ready } : {}),
  });
  const failure = (error: unknown): Verification => {
    if (!isApiError(error)) throw error;
    if (error.kind === 'unauthenticated') return { ok: false, message: WRONG_CREDENTIALS };
    return { ok: false, message: withAdvice(error.message, ADVICE[error.kind]) };
  };

  try {
    const user = await getUser(client, { credentials });
    return { ok: true, user: { name: userDisplayName(user), email: user.email } };
  } catch (error) {
    const notExposed = isApiError(error) && ['not_found', 'forbidden'].includes(error.kind);
    if (!notExposed) return failure(error);
  }

  try {
    await listTemplates(client, { accountId, credentials });
    return { ok: true, user: undefined };
  } catch (error) {
    // These answers come only after the credentials were accepted.
    const signedInAnyway =
      isApiError(error) &&
      ['bad_request', 'forbidden', 'not_found', 'invalid_response'].includes(error.kind);
    return signedInAnyway ? { ok: true, user: undefined } : failure(error);
  }
}
