import { describe, expect, it } from 'vitest';
import {
  keepMatching,
  NO_SELECTION,
  pageSelectionState,
  toggleRow,
  togglePage,
} from './row-selection';

const set = (...ids: string[]) => new Set(ids);

describe('row selection rules', () => {
  it('toggles one row, and keeps the same selection when nothing changes', () => {
    const one = toggleRow(NO_SELECTION, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(toggleRow(one, 'a', true)).toBe(one);
    expect([...toggleRow(one, 'a', false)]).toEqual([]);
  });

  it("says a page's state from its rows alone, whatever is selected on other pages", () => {
    const selection = set('a', 'x', 'y');
    expect(pageSelectionState(selection, ['a', 'b'])).toBe('some');
    expect(pageSelectionState(selection, ['x', 'y'])).toBe('all');
    expect(pageSelectionState(selection, ['c', 'd'])).toBe('none');
  });

  it("selects a page not wholly selected, and clears a wholly selected one, leaving other pages' rows", () => {
    const selected = togglePage(set('a', 'z'), ['a', 'b']);
    expect([...selected].sort()).toEqual(['a', 'b', 'z']);
    expect([...togglePage(selected, ['a', 'b'])]).toEqual(['z']);
  });

  it('keeps the rows still shown, and counts those hidden by a filter apart from those deleted', () => {
    const all = set('a', 'b', 'c', 'd');
    const kept = keepMatching(set('a', 'b', 'gone'), set('a', 'c'), all);
    expect([...kept.selection]).toEqual(['a']);
    expect(kept).toMatchObject({ hidden: 1, gone: 1 });
  });

  it('returns the very same selection when every selected row is still shown', () => {
    const selection = set('a', 'b');
    expect(keepMatching(selection, set('a', 'b', 'c'), set('a', 'b', 'c')).selection).toBe(
      selection,
    );
  });
});
