/**
 * The mock's permission model (docs/decisions/002): Basic credentials name a user; a user
 * belongs to platform accounts and sees their sites (or only some of them); they see the
 * schedules of those sites (and the reports sent for them) and, if they may write, create,
 * update and delete them there. An account's templates are for its members.
 */
import { decodeBasicAuth } from '#src/lib/http/basic-auth';
import type { MockSite, MockUser } from './model';
import { forbidden, notFound, unauthenticated } from './responses';
import type { MockStore } from './store';

/**
 * The signed-in user; throws the 401 for missing, malformed or wrong credentials. Reads only
 * the headers, so the HTTP server can call it before it reads a body.
 */
export function requireUser(request: Pick<Request, 'headers'>, store: MockStore): MockUser {
  const credentials = decodeBasicAuth(request.headers.get('Authorization'));
  const user = credentials ? store.user(credentials.username) : undefined;
  if (!user || user.password !== credentials?.password) throw unauthenticated();
  return user;
}

/** Throws the 403 unless the user may create, update and delete schedules. */
export function requireWriteAccess(user: MockUser): void {
  if (!user.canWrite) {
    throw forbidden(`Not authorized: the ${user.username} account can only read schedules`);
  }
}

/** Whether the user sees the site: one of their accounts', and one of their sites if limited. */
export function canSeeSite(user: MockUser, site: MockSite): boolean {
  return (
    user.accountIds.includes(site.account.id) &&
    (user.siteIds === undefined || user.siteIds.includes(site.id))
  );
}

/**
 * The site, if the user may act on it; throws the 404 for a site that does not exist and the
 * 403 for someone else's.
 */
export function requireSiteAccess(user: MockUser, siteId: string, store: MockStore): MockSite {
  const site = store.site(siteId);
  if (!site) throw notFound('Site not found');
  if (!canSeeSite(user, site)) {
    throw forbidden(`Not authorized: the ${user.username} account has no access to this site`);
  }
  return site;
}

/**
 * Throws unless the user belongs to the account: 404 for an account that does not exist, 403
 * for one they are not in.
 */
export function requireAccountMembership(
  user: MockUser,
  accountId: string,
  store: MockStore,
): void {
  if (!store.account(accountId)) throw notFound('Account not found');
  if (!user.accountIds.includes(accountId)) {
    throw forbidden(`Not authorized: ${user.username} is not a member of this account`);
  }
}
