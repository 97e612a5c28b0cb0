/**
 * Unsaved form drafts in sessionStorage: they survive a reload, a restored tab and a trip through
 * sign-in, not closing the tab. A draft is offered to its author alone, even after user-data.ts
 * has erased drafts on another user's sign-in.
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

/** The draft `reader` wrote, or null (anything else under the key is removed); `values` unchecked. */
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
