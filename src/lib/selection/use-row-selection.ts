import { useMemo, useState } from 'react';
import { useStableCallback } from '#src/lib/hooks/use-stable-callback';
import {
  keepMatching,
  NO_SELECTION,
  pageSelectionState,
  toggleRow,
  togglePage,
  type RowSelection,
} from './row-selection';

/** Why selected rows were let go of when the list changed; null when none were. */
export interface SelectionDropped {
  hidden: number;
  gone: number;
}

interface State<T> {
  selection: RowSelection;
  dropped: SelectionDropped | null;
  /** The lists the selection was last checked against. */
  matching: readonly T[];
  all: readonly T[];
}

/**
 * A list's row selection (row-selection.ts), checked against the list as it renders: rows the
 * search or filters now hide, or that were deleted, leave it, and `dropped` says how many.
 * `matching` and `all` keep their identity while unchanged (memoised), and `idOf` is stable.
 */
export type RowSelectionState<T> = ReturnType<typeof useRowSelection<T>>;

export function useRowSelection<T>(
  matching: readonly T[],
  all: readonly T[],
  idOf: (item: T) => string,
) {
  const [state, setState] = useState<State<T>>(() => ({
    selection: NO_SELECTION,
    dropped: null,
    matching,
    all,
  }));
  let current = state;
  // Nothing selected, nothing to check: a keystroke in the search costs nothing more.
  if (state.selection.size > 0 && (state.matching !== matching || state.all !== all)) {
    const kept = keepMatching(state.selection, new Set(matching.map(idOf)), new Set(all.map(idOf)));
    current = {
      selection: kept.selection,
      // A notice stays until the next change lets rows go or the user acts.
      dropped:
        kept.hidden + kept.gone > 0 ? { hidden: kept.hidden, gone: kept.gone } : state.dropped,
      matching,
      all,
    };
    // Adjusting state while rendering, as React documents for state derived from props.
    setState(current);
  }
  const { selection } = current;

  const update = (next: (selection: RowSelection) => RowSelection) =>
    setState((previous) => ({ ...previous, selection: next(previous.selection), dropped: null }));

  const selected = useMemo(
    () => (selection.size === 0 ? [] : matching.filter((item) => selection.has(idOf(item)))),
    [selection, matching, idOf],
  );

  return {
    selection,
    /** The selected rows, in the list's order. */
    selected,
    dropped: current.dropped,
    matchingCount: matching.length,
    /** The state of a page's checkbox, for the page's rows. */
    pageState: (page: readonly T[]) => pageSelectionState(selection, page.map(idOf)),
    /** Stable, for memoised rows. */
    setRow: useStableCallback((id: string, checked: boolean) =>
      update((previous) => toggleRow(previous, id, checked)),
    ),
    togglePage: (page: readonly T[]) => update((previous) => togglePage(previous, page.map(idOf))),
    selectAllMatching: () => update(() => new Set(matching.map(idOf))),
    clear: () => update(() => NO_SELECTION),
    dismissDropped: () => setState((previous) => ({ ...previous, dropped: null })),
  };
}
