import { useEffect, type RefObject } from 'react';

/** While `open`, a press or focus outside `rootRef` calls `dismiss`, as a disclosure closes. */
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
