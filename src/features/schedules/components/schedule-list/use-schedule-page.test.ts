import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY, PAGE_SIZE } from '#src/features/schedules/list-view';
import { makeManySchedules } from '#tests/support/schedule-fixtures';
import { useSchedulePage } from './use-schedule-page';

const schedules = makeManySchedules(3 * PAGE_SIZE);

describe('useSchedulePage', () => {
  it('shows the page the URL asks for', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, { ...DEFAULT_LIST_QUERY, page: 2 }, ''),
    );
    expect(result.current.view.page).toBe(2);
    expect(result.current.filtered).toHaveLength(schedules.length);
    expect(result.current.filtering).toBe(false);
  });

  it('starts a search the URL does not have yet on the first page', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, { ...DEFAULT_LIST_QUERY, page: 2 }, 'report'),
    );
    expect(result.current.view.page).toBe(1);
    expect(result.current.filtered).toHaveLength(schedules.length);
    expect(result.current.filtering).toBe(true);
  });

  it('renders the whole page once it has settled', () => {
    const { result } = renderHook(() => useSchedulePage(schedules, DEFAULT_LIST_QUERY, ''));
    expect(result.current.items).toEqual(result.current.view.items);
    expect(result.current.items).toHaveLength(PAGE_SIZE);
  });
});
