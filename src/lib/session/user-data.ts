/**
 * Whose data this browser holds: claimed at sign-in (anyone else's erased), erased at sign-out; the
 * owner is kept in localStorage, to outlive the session (decision 003).
 */
import { clearAllDrafts } from '#src/lib/forms/draft-store';

const OWNER_KEY = 'report-scheduler.data-owner';

type EraseUserData = () => void;

// Drafts are src/lib's own; the app adds the query cache and recent sites (src/app/provider.tsx).
const erasers = new Set<EraseUserData>([clearAllDrafts]);

/** Whose data this page holds: another tab may have claimed the stored record, or storage refused it. */
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

/** Adds the signed-in user's data src/lib does not know, by its eraser; returns its removal. */
export function onEraseUserData(erase: EraseUserData): () => void {
  erasers.add(erase);
  return () => {
    erasers.delete(erase);
  };
}

/** `username` signs in, erasing anyone else's data first; true when it did. */
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
