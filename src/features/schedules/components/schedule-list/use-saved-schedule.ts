import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Schedule } from '#src/domain/schemas';
import { pageContaining } from '#src/features/schedules/list-view';
import { findSavedSchedule } from '#src/features/schedules/saved-schedule';
import { scheduleCardId } from './schedule-card';
import type { ListArrival } from './use-list-arrival';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface SavedScheduleOptions {
  /** Every schedule of the site. */
  schedules: readonly Schedule[];
  /** The schedules the search and filter let through, in the list's order. */
  filtered: readonly Schedule[];
  arrival: ListArrival | null;
  /** The page the URL asks for. */
  page: number;
  /** The query string of a page of the current view. */
  pageSearch: (page: number) => string;
}

/**
 * The schedule the page was opened after saving, if any, and whether the search or filter
 * hides it. After a save: opens the page that holds the saved schedule, then scrolls to it and
 * focuses it. The same navigation drops the router state, so Back or a reload does not announce
 * the save again. Focus waits for that navigation, because PageHeading focuses the h1 on every
 * one.
 */
export function useSavedSchedule({
  schedules,
  filtered,
  arrival,
  page,
  pageSearch,
}: SavedScheduleOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const highlighted = useMemo(
    () => findSavedSchedule(schedules, arrival?.highlight, 'likely'),
    [schedules, arrival?.highlight],
  );

  const placedArrival = useRef<string | null>(null);
  const focusAfterNavigation = useRef<{ uuid: string; fromKey: string } | null>(null);
  useEffect(() => {
    if (!arrival || placedArrival.current === arrival.key) return;
    placedArrival.current = arrival.key;
    const index = highlighted ? filtered.indexOf(highlighted) : -1;
    if (highlighted && index >= 0) {
      focusAfterNavigation.current = { uuid: highlighted.uuid, fromKey: location.key };
    }
    const target = index >= 0 ? pageContaining(index) : page;
    void navigate({ search: pageSearch(target) }, { replace: true, state: null });
  }, [arrival, highlighted, filtered, location.key, navigate, page, pageSearch]);

  useEffect(() => {
    const pending = focusAfterNavigation.current;
    if (!pending || pending.fromKey === location.key) return;
    const card = document.getElementById(scheduleCardId(pending.uuid));
    if (!card) return;
    focusAfterNavigation.current = null;
    card.scrollIntoView?.({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    card.focus({ preventScroll: true });
  });

  const hiddenByFilters = highlighted !== undefined && !filtered.includes(highlighted);
  return { highlighted, hiddenByFilters };
}
