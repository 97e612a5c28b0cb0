/** Form drafts in sessionStorage, per author: offered on return, cleared on save or Discard. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { ScheduleFormShapeSchema, type ScheduleFormValues } from '#src/domain/schedule-form';
import { useAuth } from '#src/lib/session/auth';
import { clearDraft, readDraft, saveDraft } from '#src/lib/forms/draft-store';
import { draftChanges, sameValues } from './draft-summary';
import type { ScheduleFormApi } from './use-schedule-form';

const DRAFT_SAVE_DELAY_MS = 300;

/** Set when the session expired with unsaved changes: restore on return without asking. */
function resumeKey(key: string): string {
  return `${key}:resume-after-sign-in`;
}

interface DraftOffer {
  values: ScheduleFormValues;
  savedAt: number;
  /** The parts of the form it changes, in screen order: `['title', 'recipients']`. */
  changes: string[];
}

export interface ScheduleDraft {
  /** A draft from an earlier visit that the user may restore, until restored or discarded. */
  offer: DraftOffer | null;
  restore: () => void;
  discard: () => void;
  /** Forget the draft for good (after a successful save): nothing is saved after this. */
  finish: () => void;
  /** Keeps `values` as the signed-in user's draft, unless finished. */
  save: (values: ScheduleFormValues) => void;
  /** The form is back to what it showed when it opened: no draft is worth keeping. */
  forget: () => void;
  /** Hands `values` to another form as its draft, restored unasked, and finishes this one. */
  handOver: (key: string, values: ScheduleFormValues) => void;
}

/** The user signed in when the form opened, alone writing and reading its drafts; null: none. */
function useDraftAuthor(): string | null {
  const { credentials } = useAuth();
  const [author] = useState(() => credentials?.username ?? null);
  return author;
}

function readValidDraft(
  key: string,
  author: string,
  defaults: ScheduleFormValues,
): DraftOffer | null {
  const stored = readDraft(key, author);
  const parsed = ScheduleFormShapeSchema.safeParse(stored?.values);
  if (!stored || !parsed.success) return null;
  // A draft of what the form shows anyway is nothing to offer.
  const changes = draftChanges(parsed.data, defaults);
  if (changes.length === 0) return null;
  return { values: parsed.data, savedAt: stored.savedAt, changes };
}

export function useScheduleDraft(
  form: ScheduleFormApi,
  options: {
    key: string;
    defaults: ScheduleFormValues;
    /** Restore without asking (`?restore=1`). */
    autoRestore?: boolean;
    /** Called with restored values, e.g. to move a first run that is now in the past. */
    onRestored?: (values: ScheduleFormValues) => void;
  },
): ScheduleDraft {
  const { key, defaults, autoRestore = false, onRestored } = options;
  const { store } = useAuth();
  const author = useDraftAuthor();
  const activeRef = useRef(author !== null);
  const [initial] = useState(() => {
    if (author === null) return { offer: null, resume: false };
    const offer = readValidDraft(key, author, defaults);
    const resume = autoRestore || readDraft(resumeKey(key), author) !== null;
    return { offer, resume };
  });
  const [offer, setOffer] = useState<DraftOffer | null>(initial.resume ? null : initial.offer);

  const onRestoredRef = useRef(onRestored);
  useEffect(() => {
    onRestoredRef.current = onRestored;
  });

  const apply = useCallback(
    (values: ScheduleFormValues) => {
      // Keep the defaults, so the restored values count as unsaved changes.
      form.reset(values, { keepDefaultValues: true });
      onRestoredRef.current?.(values);
    },
    [form],
  );
  const save = useCallback(
    (values: ScheduleFormValues) => {
      if (activeRef.current && author !== null) saveDraft(key, values, author);
    },
    [key, author],
  );
  const forget = useCallback(() => clearDraft(key), [key]);
  const finish = () => {
    activeRef.current = false;
    clearDraft(key);
    clearDraft(resumeKey(key));
  };

  useEffect(() => {
    clearDraft(resumeKey(key));
    if (initial.resume && initial.offer) apply(initial.offer.values);
    // Once, on mount: the draft read when the form opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A 401 signs the user out and unmounts the form; keep what they typed, to restore on return.
  useEffect(() => {
    const unsubscribe = store.subscribe(() => {
      const state = store.get();
      const expired = state.status === 'signed-out' && state.reason === 'expired';
      if (!expired || !activeRef.current || author === null) return;
      const values = form.getValues();
      if (sameValues(values, defaults)) return;
      save(values);
      saveDraft(resumeKey(key), true, author);
    });
    return () => {
      unsubscribe();
    };
  }, [store, form, key, author, defaults, save]);

  return {
    offer,
    restore: () => {
      if (offer) apply(offer.values);
      setOffer(null);
    },
    discard: () => {
      clearDraft(key);
      setOffer(null);
    },
    finish,
    save,
    forget,
    handOver: (otherKey, values) => {
      if (author !== null) {
        saveDraft(otherKey, values, author);
        saveDraft(resumeKey(otherKey), true, author);
      }
      finish();
    },
  };
}

/** Saves the values shortly after each change while they differ from the defaults; else forgets. */
export function useDraftAutosave(form: ScheduleFormApi, draft: ScheduleDraft): void {
  const { isDirty } = useFormState({ control: form.control });
  const dirtyRef = useRef(isDirty);
  useEffect(() => {
    dirtyRef.current = isDirty;
  });
  const { save, forget } = draft;
  useEffect(() => {
    // A subscription, not useWatch(), which would re-render the whole form on every key.
    let timer: number | undefined;
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (dirtyRef.current) save(form.getValues());
        else forget();
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [save, forget, form]);
}
