import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY } from '#src/features/schedules/list-view';
import { makeManySchedules } from '#tests/support/schedule-fixtures';
import { useSchedulePage } from './use-schedule-page';

const schedules = makeManySchedules(3 * DEFAULT_LIST_QUERY.size);
const zones = { user: 'UTC', service: 'UTC' };

describe('useSchedulePage', () => {
  it('shows the page the URL asks for', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, { ...DEFAULT_LIST_QUERY, page: 2 }, '', zones, 31),
    );
    expect(result.current.view.page).toBe(2);
    expect(result.current.filtered).toHaveLength(schedules.length);
    expect(result.current.filtering).toBe(false);
  });

  it('starts a search the URL does not have yet on the first page', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, { ...DEFAULT_LIST_QUERY, page: 2 }, 'report', zones, 31),
    );
    expect(result.current.view.page).toBe(1);
    expect(result.current.filtered).toHaveLength(schedules.length);
    expect(result.current.filtering).toBe(true);
  });

  it('renders the whole page once it has settled', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, DEFAULT_LIST_QUERY, '', zones, 31),
    );
    expect(result.current.items).toEqual(result.current.view.items);
    expect(result.current.items).toHaveLength(25);
  });

  it('shows as many rows per page as the URL asks for', () => {
    const { result } = renderHook(() =>
      useSchedulePage(schedules, { ...DEFAULT_LIST_QUERY, size: 50, page: 2 }, '', zones, 31),
    );
    expect(result.current.view.items).toHaveLength(25);
    expect(result.current.view).toMatchObject({ page: 2, first: 51, last: 75, pageCount: 2 });
  });
});
