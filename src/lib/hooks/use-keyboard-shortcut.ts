import { useEffect, useRef } from 'react';

/** A key, with Ctrl (⌘ on a Mac) when `mod`: `{ key: 'k', mod: true }` is Ctrl+K / ⌘K. */
export interface KeyboardShortcut {
  key: string;
  mod?: boolean;
}

/** A field that takes typed text: a plain key pressed there is the user's, not a shortcut. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    )
  );
}

/**
 * Calls `onPress` when the shortcut is pressed anywhere in the page. A chord with Ctrl/⌘ fires in
 * a field too (it types nothing); a plain key never does while the user is typing in one. The
 * browser's own use of the key is prevented unless `onPress` returns false (it had nothing to do).
 */
export function useKeyboardShortcut(
  shortcut: KeyboardShortcut,
  onPress: (event: KeyboardEvent) => boolean | void,
): void {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  const { key, mod = false } = shortcut;
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      const withMod = event.ctrlKey || event.metaKey;
      if (withMod !== mod) return;
      if (!mod && isTypingIn(event.target)) return;
      if (latest.current(event) !== false) event.preventDefault();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [key, mod]);
}
