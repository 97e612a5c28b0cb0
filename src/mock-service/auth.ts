/**
 * The mock's permission model (docs/decisions/002): a user sees the sites of their accounts (or
 * some of them) with their schedules and reports, and may change those schedules if they may
 * write. An account's templates are for its members.
 */
import { decodeBasicAuth } from '#src/lib/http/basic-auth';
import type { MockSite, MockUser } from './model';
import { forbidden, notFound, unauthenticated } from './responses';
import type { MockStore } from './store';

/** Throws the 401 for bad credentials; reads only headers, so it may run before the body. */
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

/** One of their accounts' sites, and one of their sites if limited. */
export function canSeeSite(user: MockUser, site: MockSite): boolean {
  return (
    user.accountIds.includes(site.account.id) &&
    (user.siteIds === undefined || user.siteIds.includes(site.id))
  );
}

/** The site, if the user may act on it; throws 404 (no such site) or 403 (someone else's). */
export function requireSiteAccess(user: MockUser, siteId: string, store: MockStore): MockSite {
  const site = store.site(siteId);
  if (!site) throw notFound('Site not found');
  if (!canSeeSite(user, site)) {
    throw forbidden(`Not authorized: the ${user.username} account has no access to this site`);
  }
  return site;
}

/** Throws 404 for an account that does not exist, 403 for one the user is not in. */

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
