import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import { useEnvironment } from '#src/lib/session/environment-context';

/**
 * The account whose templates are listed: the site's own; only where the platform cannot tell, the
 * user's override (this browser), else config.json's `accountId`.
 */
const ACCOUNT_ID_KEY = 'report-scheduler.account-id';
const listeners = new Set<() => void>();

/** The page's site's account: `resolving` during lookup, `unknown` if the platform cannot say. */
export type SiteAccount =
  { status: 'resolving' } | { status: 'known'; accountId: string } | { status: 'unknown' };

const SiteAccountContext = createContext<SiteAccount>({ status: 'unknown' });

export function SiteAccountProvider({
  account,
  children,
}: {
  account: SiteAccount;
  children: ReactNode;
}) {
  return <SiteAccountContext value={account}>{children}</SiteAccountContext>;
}

function readStoredAccountId(): string | undefined {
  try {
    return window.localStorage.getItem(ACCOUNT_ID_KEY)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Saves the user's account ID; an empty value goes back to the deployment's default. */
export function saveAccountId(accountId: string): void {
  try {
    if (accountId.trim()) window.localStorage.setItem(ACCOUNT_ID_KEY, accountId.trim());
    else window.localStorage.removeItem(ACCOUNT_ID_KEY);
  } catch {
    // Without storage the setting lasts until the next page load at most.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's own account ID, if they set one. */
export function useStoredAccountId(): string | undefined {
  return useSyncExternalStore(subscribe, readStoredAccountId, () => undefined);
}

/** The account to list templates for: the site's, `resolving`, else the user's or deployment's override. */
export function useTemplateAccount(): { resolving: boolean; accountId: string | undefined } {
  const { config } = useEnvironment();
  const site = use(SiteAccountContext);
  const override = useStoredAccountId() ?? config.accountId;
  if (site.status === 'known') return { resolving: false, accountId: site.accountId };
  if (site.status === 'resolving') return { resolving: true, accountId: undefined };
  return { resolving: false, accountId: override };
}
