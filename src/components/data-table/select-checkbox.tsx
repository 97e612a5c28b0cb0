import { useEffect, useRef } from 'react';
import type { PageSelectionState } from '#src/lib/selection/row-selection';

// Native checkboxes, as the rows are plain elements (MUI's Checkbox costs too much per row).

/** A row's checkbox, named after the row: "Select Weekly traffic snapshot". */
export function RowCheckbox({
  id,
  name,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  checked: boolean;
  /** Stable, so that a memoised row does not re-render for it. */
  onChange: (id: string, checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="data-check"
      aria-label={`Select ${name}`}
      checked={checked}
      onChange={(event) => onChange(id, event.currentTarget.checked)}
    />
  );
}

/** The page's checkbox: checked, mixed (some rows) or clear; a click selects or clears the page. */
export function PageCheckbox({
  state,
  label,
  onToggle,
}: {
  state: PageSelectionState;
  label: string;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only: no attribute sets it.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="data-check"
      aria-label={label}
      checked={state === 'all'}
      onChange={onToggle}
    />
  );
}
