import { useSyncExternalStore } from 'react';
import { useEnvironment } from './environment-context';

/**
 * The WP Engine account whose report templates are listed (`account_id` of
 * GET /site_reports/templates). The deployment may set one in config.json; a user who manages
 * several accounts can set their own here, kept in this browser.
 */
const ACCOUNT_ID_KEY = 'report-scheduler.account-id';
const listeners = new Set<() => void>();

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

/** The account ID to send: the user's own, else the deployment's, else none. */
export function useAccountId(): string | undefined {
  const { config } = useEnvironment();
  return useStoredAccountId() ?? config.accountId;
}
