import { useRef, type FocusEvent, type PointerEvent } from 'react';

/**
 * While a submit button is pressed, holds the fields' blur checks: an error line appearing under
 * the field left would move the button away from the pointer and lose the click, and the submit
 * checks every field anyway. Spread the handlers on the <form> (capture phase runs first).
 */
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
