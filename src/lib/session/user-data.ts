/**
 * Whose data this browser holds. The React Query cache, the form drafts and the recently opened
 * sites are the signed-in user's and pass to no one else. The auth seam (src/lib/session/auth.tsx) claims
 * them at each sign-in and releases them at sign-out:
 *
 * - the same user signing in again (after an expired session) finds everything as they left it;
 * - anyone else signing in, or anyone signing out, erases it all first.
 *
 * The owner is remembered by username alone, never with the password (decision 003), and in
 * localStorage: the record must outlive the session, which an expiry removes, and speak for the
 * recent sites, which outlive the tab.
 */
import { clearAllDrafts } from '#src/lib/forms/draft-store';

const OWNER_KEY = 'report-scheduler.data-owner';

type EraseUserData = () => void;

// Drafts are src/lib's own; the query cache and the recent sites are added by the app, which knows
// them (src/app/provider.tsx).
const erasers = new Set<EraseUserData>([clearAllDrafts]);

/**
 * Whose data this page holds in memory. The stored record alone can mislead: another tab may have
 * claimed the browser's data for someone else meanwhile, or storage may refuse the record.
 */
let ownerInThisPage: string | null = null;

function readStoredOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function storeOwner(username: string | null): void {
  try {
    if (username === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, username);
  } catch {
    // Without storage the record lasts as long as this page (ownerInThisPage).
  }
}

function eraseUserData(): void {
  for (const erase of erasers) erase();
}

/**
 * Adds data of the signed-in user that src/lib does not know, by the function that erases it.
 * Returns the function that takes it off again (for an unmounted cache, say).
 */
export function onEraseUserData(erase: EraseUserData): () => void {
  erasers.add(erase);
  return () => {
    erasers.delete(erase);
  };
}

/**
 * `username` signs in: the data of anyone else is erased first. With no owner on record there is
 * no one else: the record is written at every sign-in and removed only at sign-out, together
 * with the data. True when another user's data was erased.
 */
export function claimUserData(username: string): boolean {
  const knownOwners = [readStoredOwner(), ownerInThisPage].filter((owner) => owner !== null);
  const tookOver = knownOwners.some((owner) => owner !== username);
  if (tookOver) eraseUserData();
  ownerInThisPage = username;
  storeOwner(username);
  return tookOver;
}

/** Sign-out: the data is erased, and belongs to no one until the next sign-in. */
export function releaseUserData(): void {
  eraseUserData();
  ownerInThisPage = null;
  storeOwner(null);
}
