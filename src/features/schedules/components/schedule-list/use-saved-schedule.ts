import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Schedule } from '#src/domain/schemas';
import { pageContaining } from '#src/lib/url-state/list-pages';
import { findSavedSchedule } from '#src/features/schedules/saved-schedule';
import { scheduleElementId } from './schedule-display';
import type { ListArrival } from './use-list-arrival';
import type { ScheduleListQuery } from '#src/features/schedules/list-view';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface SavedScheduleOptions {
  schedules: readonly Schedule[];
  /** The schedules the search and filter let through, in the list's order. */
  filtered: readonly Schedule[];
  arrival: ListArrival | null;
  /** The page the URL asks for, and rows per page. */
  page: number;
  pageSize: number;
  /** Whether a fresher list is on its way (after a create, the one shown may not have it yet). */
  refreshing: boolean;
  update: (changes: Partial<ScheduleListQuery>, options: { replace: boolean }) => void;
}

/** The schedule saved before arriving: opens its page, then focuses it after PageHeading has. */
export function useSavedSchedule({
  schedules,
  filtered,
  arrival,
  page,
  pageSize,
  refreshing,
  update,
}: SavedScheduleOptions) {
  const location = useLocation();
  const highlighted = useMemo(
    () => findSavedSchedule(schedules, arrival?.highlight),
    [schedules, arrival?.highlight],
  );

  const placedArrival = useRef<string | null>(null);
  const focusAfterNavigation = useRef<{ uuid: string; fromKey: string } | null>(null);
  useEffect(() => {
    if (!arrival || placedArrival.current === arrival.key) return;
    if (!highlighted && refreshing) return;
    placedArrival.current = arrival.key;
    const index = highlighted ? filtered.indexOf(highlighted) : -1;
    if (highlighted && index >= 0) {
      focusAfterNavigation.current = { uuid: highlighted.uuid, fromKey: location.key };
    }
    update({ page: index >= 0 ? pageContaining(index, pageSize) : page }, { replace: true });
  }, [arrival, highlighted, refreshing, filtered, location.key, page, pageSize, update]);

  useEffect(() => {
    const pending = focusAfterNavigation.current;
    if (!pending || pending.fromKey === location.key) return;
    const element = document.getElementById(scheduleElementId(pending.uuid));
    if (!element) return;
    focusAfterNavigation.current = null;
    element.scrollIntoView?.({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    element.focus({ preventScroll: true });
  });

  const hiddenByFilters = highlighted !== undefined && !filtered.includes(highlighted);
  return { highlighted, hiddenByFilters };
}
