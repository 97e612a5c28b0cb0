/**
 * The rules of a list's row selection, by row ID: it spans pages and sort orders, "all matching"
 * takes the whole filtered result, and it keeps only rows the list still shows.
 */

export type RowSelection = ReadonlySet<string>;

export const NO_SELECTION: RowSelection = new Set();

/** Whether the page's rows are all selected, some, or none: its checkbox's state. */
export type PageSelectionState = 'all' | 'some' | 'none';

export function toggleRow(selection: RowSelection, id: string, selected: boolean): RowSelection {
  if (selection.has(id) === selected) return selection;
  const next = new Set(selection);
  if (selected) next.add(id);
  else next.delete(id);
  return next;
}

export function pageSelectionState(
  selection: RowSelection,
  pageIds: readonly string[],
): PageSelectionState {
  const selected = pageIds.filter((id) => selection.has(id)).length;
  if (selected === 0) return 'none';
  return selected === pageIds.length ? 'all' : 'some';
}

/** The page's checkbox: a page not wholly selected becomes so; a wholly selected one is unselected. */
export function togglePage(selection: RowSelection, pageIds: readonly string[]): RowSelection {
  const select = pageSelectionState(selection, pageIds) !== 'all';
  const next = new Set(selection);
  for (const id of pageIds) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** What is left of a selection once the list changed: the rows it still shows, and why others went. */
export interface KeptSelection {
  selection: RowSelection;
  /** Selected rows that still exist but that the search or filters now hide. */
  hidden: number;
  /** Selected rows that are gone from the list (deleted). */
  gone: number;
}

/**
 * Keeps the selected rows among `matchingIds` (what the search and filters show, every page);
 * `allIds` (the whole list) tells a hidden row from a deleted one. The selection itself is kept,
 * not a copy, when nothing went, so a caller can tell by identity that nothing changed.
 */
export function keepMatching(
  selection: RowSelection,
  matchingIds: ReadonlySet<string>,
  allIds: ReadonlySet<string>,
): KeptSelection {
  let hidden = 0;
  let gone = 0;
  for (const id of selection) {
    if (matchingIds.has(id)) continue;
    if (allIds.has(id)) hidden += 1;
    else gone += 1;
  }
  if (hidden + gone === 0) return { selection, hidden, gone };
  return {
    selection: new Set([...selection].filter((id) => matchingIds.has(id))),
    hidden,
    gone,
  };
}
