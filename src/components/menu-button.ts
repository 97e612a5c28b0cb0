import { useCallback, useEffect, useId, useRef } from 'react';
import { useOutsideDismiss } from '#src/lib/hooks/use-outside-dismiss';
import { useStateFor } from '#src/lib/hooks/use-state-for';

/**
 * A button that shows or hides a short menu under it: the behaviour of the app's menus (a list
 * row's More actions, the list's Export, the header's account), each drawn its own way from what
 * this returns: `rootRef` on the element holding button and menu, `buttonProps` on the button,
 * `menuId` on the menu, shown while `open`. Headless because their looks differ: a list row draws
 * its menu with the list's class names, as a styled element per row would cost a multiple of it.
 *
 * A disclosure rather than an ARIA menu: Tab moves through its links and buttons as through the
 * rest of the page. Escape, a click or focus elsewhere, or an action chosen hides it; Escape and
 * an action chosen put focus back on the button.
 *
 * @param item what the menu belongs to (a list row's item, the rows keyed by place): the menu is
 *   closed when handed another.
 */
export function useMenuButton(item = '') {
  const [open, setOpen] = useStateFor(item, false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hide = useCallback(() => setOpen(false), [setOpen]);
  useOutsideDismiss(open, rootRef, hide);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const button = buttonRef.current;
    const isAction = (event: MouseEvent) => {
      const action = (event.target as Element).closest('a, button');
      return action !== null && action !== button && root.contains(action);
    };
    // Heard on the document: a click on the button does not focus it in every browser.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      button?.focus();
      setOpen(false);
    };
    // An action chosen: focus goes back to the button before the action runs, so that a dialog
    // it opens returns focus there.
    const onActionCapture = (event: MouseEvent) => {
      if (isAction(event)) button?.focus();
    };
    // The menu hides after the action's handler has run (React's listener at the app's root
    // hears the click before the document does): hidden sooner, the action would be gone before
    // its click reached it.
    const onClick = (event: MouseEvent) => {
      if (isAction(event)) setOpen(false);
    };
    root.addEventListener('click', onActionCapture, true);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onActionCapture, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return {
    open,
    menuId,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen(!open),
    },
  };
}
