/** Where an edit goes back to: the site's calendar it was opened from, else the list. */
import { scheduleListPath, siteCalendarPath } from './schedule-paths';

/** The router state of a link to an edit page: `{ returnTo: '/sites/…/calendar?month=…' }`. */
export interface EditLocationState {
  returnTo: string;
}

/** After an edit on `siteId`: `state.returnTo` if it is that site's calendar, else the site's list. */
export function editReturnPath(state: unknown, siteId: string): string {
  const list = scheduleListPath(siteId);
  if (typeof state !== 'object' || state === null) return list;
  const { returnTo } = state as Record<string, unknown>;
  if (typeof returnTo !== 'string') return list;
  const calendar = siteCalendarPath(siteId);
  const [path = ''] = returnTo.split('?');
  return path === calendar ? returnTo : list;
}
