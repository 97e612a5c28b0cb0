/**
 * Where an edit goes back to: the page it was started from, when that is one of the site's own
 * views other than the list (the run calendar, a month and a day chosen), else the list. Handed
 * to the edit page in the router state of the link that opens it.
 */
import { scheduleListPath, siteCalendarPath } from './schedule-paths';

/** The router state of a link to an edit page: `{ returnTo: '/sites/…/calendar?month=…' }`. */
export interface EditLocationState {
  returnTo: string;
}

/**
 * The path to go back to after the edit of a schedule of `siteId`: `state.returnTo` when it is
 * that site's calendar (anything else, another site's page or another origin, is not taken),
 * else the site's list.
 * Example: `editReturnPath({ returnTo: '/sites/ab…/calendar?month=2027-03' }, 'ab…')`.
 */
export function editReturnPath(state: unknown, siteId: string): string {
  const list = scheduleListPath(siteId);
  if (typeof state !== 'object' || state === null) return list;
  const { returnTo } = state as Record<string, unknown>;
  if (typeof returnTo !== 'string') return list;
  const calendar = siteCalendarPath(siteId);
  const [path = ''] = returnTo.split('?');
  return path === calendar ? returnTo : list;
}
