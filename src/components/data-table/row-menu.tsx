import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useStateFor } from '#src/lib/use-state-for';
import { useOutsideDismiss } from '#src/lib/use-outside-dismiss';

/** Three dots in a column (MUI's MoreVert). */
const MORE_ICON =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

/**
 * A row's further actions behind one "More actions" button, so the row's title keeps the width:
 * a disclosure (the button shows or hides a short list of links and buttons under it, reached
 * with Tab), as the list's Export is. Escape, a click elsewhere, focus moving away or an action
 * chosen hides it. The list is drawn only while open: a hundred rows carry one button each.
 */
export function RowMenu({
  item,
  label,
  children,
}: {
  /** The row's item (its key): the list closes when the row is handed another. */
  item: string;
  /** The button's name: "More actions for Weekly traffic". */
  label: string;
  /** The actions, each an `<li>` holding a link or button with the `data-button` class. */
  children: ReactNode;
}) {
  const [open, setOpen] = useStateFor(item, false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), [setOpen]);
  useOutsideDismiss(open, rootRef, dismiss);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    /** Hides the list, focus back on its button (where a dialog an action opens returns it). */
    const close = () => {
      buttonRef.current?.focus();
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the list only, not a dialog the list sits in.
      event.stopPropagation();
      close();
    };
    // An action chosen: the list's work is done (a dialog or a page takes over). Heard on the
    // document, after React's own listener at the app's root has run the action's handler: a
    // listener here would remove the action before its click reached it.
    const onClick = (event: MouseEvent) => {
      const action = (event.target as Element).closest('a, button');
      if (action && action !== buttonRef.current && root.contains(action)) close();
    };
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="data-menu">
      <button
        ref={buttonRef}
        type="button"
        className="data-button data-button--icon"
        aria-label={label}
        data-tooltip="More actions"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MORE_ICON} />
        </svg>
      </button>
      {open ? (
        <ul id={listId} className="data-menu__items">
          {children}
        </ul>
      ) : null}
    </div>
  );
}
