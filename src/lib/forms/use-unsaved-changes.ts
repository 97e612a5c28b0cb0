/**
 * Ask before unsaved changes are lost: `beforeunload`, `leave(to)` and leave-guard.tsx, Back/Forward
 * via the Navigation API. No `useBlocker` under <BrowserRouter>: the sessionStorage draft covers that.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';
import { useRegisterLeaveGuard } from '#src/lib/forms/leave-guard';

export interface UnsavedChanges {
  confirmOpen: boolean;
  /** Navigate inside the app, asking first while there are unsaved changes. */
  leave: (to: To, options?: NavigateOptions) => void;
  keepEditing: () => void;
  discard: () => void;
  /** Stop guarding, e.g. just before navigating away after a successful save. */
  release: () => void;
}

function navigationApi(): Navigation | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as { navigation?: Navigation }).navigation;
}

export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);
  const releasedRef = useRef(false);
  const guarding = isDirty;

  useEffect(() => {
    if (!guarding) return;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [guarding]);

  useEffect(() => {
    const navigation = navigationApi();
    if (!guarding || !navigation) return;
    function handleNavigate(event: NavigateEvent) {
      if (releasedRef.current || event.navigationType !== 'traverse' || !event.cancelable) return;
      const key = event.destination.key;
      event.preventDefault();
      setPending({
        proceed: () => {
          releasedRef.current = true;
          navigation?.traverseTo(key);
        },
      });
    }
    navigation.addEventListener('navigate', handleNavigate);
    return () => navigation.removeEventListener('navigate', handleNavigate);
  }, [guarding]);

  /** Every way out, the form's own and the app's, goes through here. */
  const ask = useCallback(
    (proceed: () => void) => {
      const go = () => {
        releasedRef.current = true;
        proceed();
      };
      if (guarding && !releasedRef.current) setPending({ proceed: go });
      else go();
    },
    [guarding],
  );
  useRegisterLeaveGuard(ask, guarding);

  const leave = useCallback(
    (to: To, options?: NavigateOptions) => ask(() => void navigate(to, options)),
    [ask, navigate],
  );

  const discard = useCallback(() => {
    const action = pending;
    setPending(null);
    action?.proceed();
  }, [pending]);

  const keepEditing = useCallback(() => setPending(null), []);
  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  return { confirmOpen: pending !== null, leave, keepEditing, discard, release };
}
