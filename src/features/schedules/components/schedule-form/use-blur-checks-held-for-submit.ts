import { useRef, type FocusEvent, type PointerEvent } from 'react';

/** Holds blur checks while submit is pressed: a new error line would move it and lose the click. */
export function useBlurChecksHeldForSubmit() {
  const pressingSubmit = useRef(false);

  function onPointerDownCapture(event: PointerEvent<HTMLFormElement>) {
    const target = event.target as Element;
    if (!target.closest('button[type="submit"]')) return;
    pressingSubmit.current = true;
    // The blur comes with this press; the hold ends once the press is over (or abandoned).
    const release = () => setTimeout(() => (pressingSubmit.current = false));
    document.addEventListener('pointerup', release, { once: true, capture: true });
    document.addEventListener('pointercancel', release, { once: true, capture: true });
  }

  function onBlurCapture(event: FocusEvent<HTMLFormElement>) {
    if (pressingSubmit.current) event.stopPropagation();
  }

  return { onPointerDownCapture, onBlurCapture };
}
