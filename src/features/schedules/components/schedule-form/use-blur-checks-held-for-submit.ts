import { useRef, type FocusEvent, type PointerEvent } from 'react';

/**
 * Leaving a field checks it, and its message takes a line under it, which moves everything below
 * down. When the field is left by pressing Submit, the button then moves away from the pointer
 * between press and release, and the click never lands. So while a submit button is being
 * pressed, the blur is not passed on to the fields: the submit checks every field anyway.
 *
 * Spread the returned handlers on the <form>. React's capture phase runs from the form down, so
 * stopping the blur there keeps it from the field's own onBlur (react-hook-form's check).
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
