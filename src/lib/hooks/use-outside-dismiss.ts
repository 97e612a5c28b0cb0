import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer pressed or focus moved outside `rootRef` calls `dismiss`: how a
 * disclosure (a menu of buttons under its toggle) closes when the user turns elsewhere.
 */
export function useOutsideDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const dismissOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', dismissOutside);
    document.addEventListener('focusin', dismissOutside);
    return () => {
      document.removeEventListener('pointerdown', dismissOutside);
      document.removeEventListener('focusin', dismissOutside);
    };
  }, [open, rootRef, dismiss]);
}
