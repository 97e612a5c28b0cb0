/**
 * The mock's permission model (docs/decisions/002): Basic credentials name an account; an
 * account sees the schedules of its sites and, if it may write, creates and updates them there.
 * Every template is visible to every account.
 */
import { decodeBasicAuth } from '#src/lib/basic-auth';
import type { Account } from './model';
import { forbidden, notFound, unauthenticated } from './responses';
import type { MockStore } from './store';

/**
 * The signed-in account; throws the 401 for missing, malformed or wrong credentials. Reads only
 * the headers, so the HTTP server can call it before it reads a body.
 */
export function requireAccount(request: Pick<Request, 'headers'>, store: MockStore): Account {
  const credentials = decodeBasicAuth(request.headers.get('Authorization'));
  const account = credentials ? store.account(credentials.username) : undefined;
  if (!account || account.password !== credentials?.password) throw unauthenticated();
  return account;
}

/** Throws the 403 unless the account may create and update schedules. */
export function requireWriteAccess(account: Account): void {
  if (!account.canWrite) {
    throw forbidden(`Not authorized: the ${account.username} account can only read schedules`);
  }
}

/**
 * Throws unless the account may act on the site: 404 for a site that does not exist, 403 for
 * someone else's.
 */
export function requireSiteAccess(account: Account, siteId: string, store: MockStore): void {
  if (account.siteIds.includes(siteId)) return;
  if (!store.site(siteId)) throw notFound('Site not found');
  throw forbidden(`Not authorized: the ${account.username} account has no access to this site`);
}
