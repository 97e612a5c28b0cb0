import type { ReactNode } from 'react';
import { useMenuButton } from '#src/components/menu-button';

const MORE_ICON =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

/** A row's further actions behind one button, so the title keeps its width; drawn when open. */
export function RowMenu({
  item,
  label,
  children,
}: {
  /** The row's item (its key): the list closes when the row is handed another. */
  item: string;
  label: string;
  /** The actions, each an `<li>` holding a link or button with the `data-button` class. */
  children: ReactNode;
}) {
  const { open, menuId, rootRef, buttonProps } = useMenuButton(item);
  return (
    <div ref={rootRef} className="data-menu">
      <button
        {...buttonProps}
        type="button"
        className="data-button data-button--icon"
        aria-label={label}
        data-tooltip="More actions"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MORE_ICON} />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} className="data-menu__items">
          {children}
        </ul>
      ) : null}
    </div>
  );
}
