/**
 * Unsaved form drafts, kept in sessionStorage: they survive a reload, a crashed tab that the
 * browser restores, and a trip through sign-in after a 401, but not closing the tab.
 */
const DRAFT_PREFIX = 'report-scheduler.draft:';

export interface Draft<T> {
  values: T;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft<T>(key: string, values: T, now: number = Date.now()): void {
  try {
    storage()?.setItem(
      DRAFT_PREFIX + key,
      JSON.stringify({ values, savedAt: now } satisfies Draft<T>),
    );
  } catch {
    // Over quota: the draft is a safety net, not a promise.
  }
}

/** The stored draft, or null when none or damaged. The caller validates `values` itself. */
export function readDraft(key: string): Draft<unknown> | null {
  try {
    const stored = JSON.parse(storage()?.getItem(DRAFT_PREFIX + key) ?? 'null') as unknown;
    if (
      stored &&
      typeof stored === 'object' &&
      'values' in stored &&
      typeof (stored as Draft<unknown>).savedAt === 'number'
    ) {
      return stored as Draft<unknown>;
    }
  } catch {
    // Damaged JSON is the same as no draft.
  }
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
