import { ADVICE, withAdvice } from '#src/lib/api-error';
import type { Credentials } from '#src/lib/basic-auth';

/** A 401 at sign-in: the service's own words ("Bad Credentials") do not say what to check. */
const WRONG_CREDENTIALS =
  'The username or password is not right. Check them (is Caps Lock on?) and try again.';

/**
 * Checks credentials by listing templates, the one call that needs no site. Anything but a 401
 * proves the credentials (a 403 or 400 there is about the account, not the password). The API
 * client is imported on submit so the sign-in page itself stays small.
 *
 * @returns null when the credentials work, else the message to show: what went wrong and what
 *   to do about it.
 */
export async function verifyCredentials(
  baseUrl: string,
  accountId: string | undefined,
  credentials: Credentials,
  /** Demo mode: starts the mock service (once) and settles when it answers. */
  ready: (() => Promise<unknown>) | undefined,
): Promise<string | null> {
  const { createApiClient, isApiError } = await import('#src/lib/api-client');
  const client = createApiClient({
    baseUrl,
    getCredentials: () => credentials,
    ...(ready ? { ready } : {}),
  });
  try {
    await client.listTemplates({ accountId, credentials });
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    // These answers come only after the credentials were accepted.
    const signedInAnyway = ['bad_request', 'forbidden', 'not_found', 'invalid_response'].includes(
      error.kind,
    );
    if (signedInAnyway) return null;
    if (error.kind === 'unauthenticated') return WRONG_CREDENTIALS;
    return withAdvice(error.message, ADVICE[error.kind]);
  }
}
