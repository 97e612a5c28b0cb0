import { useCallback, useEffect, useId, useRef } from 'react';
import { useOutsideDismiss } from '#src/lib/hooks/use-outside-dismiss';
import { useStateFor } from '#src/lib/hooks/use-state-for';

/**
 * A button showing a short menu under it: `rootRef` on the element holding both, `buttonProps` on
 * the button, `menuId` on the menu, shown while `open`. A disclosure, not an ARIA menu: Tab moves
 * through it as through the page.
 * @param item what the menu belongs to (rows are keyed by place): closed when handed another.
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
    // Focus goes back before the action runs, so that a dialog it opens returns focus there.
    const onActionCapture = (event: MouseEvent) => {
      if (isAction(event)) button?.focus();
    };
    // Hidden after the action's handler has run: sooner, the click would not reach it.
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
