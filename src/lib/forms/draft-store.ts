/**
 * Unsaved form drafts, kept in sessionStorage: they survive a reload, a crashed tab that the
 * browser restores, and a trip through sign-in after a 401, but not closing the tab.
 *
 * A draft is its author's: it is offered to no one else, even on a tab another user signs in to
 * (src/lib/session/user-data.ts erases all drafts when that happens; the author is the second lock).
 */
const DRAFT_PREFIX = 'report-scheduler.draft:';

export interface Draft<T> {
  values: T;
  savedAt: number;
  /** The username of who typed it. */
  author: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft<T>(
  key: string,
  values: T,
  author: string,
  now: number = Date.now(),
): void {
  try {
    storage()?.setItem(
      DRAFT_PREFIX + key,
      JSON.stringify({ values, savedAt: now, author } satisfies Draft<T>),
    );
  } catch {
    // Over quota: the draft is a safety net, not a promise.
  }
}

function parseDraft(stored: string | null | undefined): Draft<unknown> | null {
  try {
    const draft = JSON.parse(stored ?? 'null') as unknown;
    if (
      draft &&
      typeof draft === 'object' &&
      'values' in draft &&
      typeof (draft as Draft<unknown>).savedAt === 'number' &&
      typeof (draft as Draft<unknown>).author === 'string'
    ) {
      return draft as Draft<unknown>;
    }
  } catch {
    // Damaged JSON is the same as no draft.
  }
  return null;
}

/**
 * The draft `reader` wrote, or null. Anything else under the key (another user's draft, one with
 * no author, a damaged entry) is removed, not only withheld. The caller validates `values`.
 */
export function readDraft(key: string, reader: string): Draft<unknown> | null {
  const draft = parseDraft(storage()?.getItem(DRAFT_PREFIX + key));
  if (draft?.author === reader) return draft;
  clearDraft(key);
  return null;
}

export function clearDraft(key: string): void {
  storage()?.removeItem(DRAFT_PREFIX + key);
}

export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(DRAFT_PREFIX)) store.removeItem(key);
}
