/** The schedule pages' addresses, matching src/app/router.tsx; pages and links build paths here only. */

/** `/sites/{siteId}`, under which every page of the site is (site ids are case-insensitive; links use lower case). */
function sitePath(siteId: string): string {
  return `/sites/${encodeURIComponent(siteId.trim().toLowerCase())}`;
}

/** `/sites/{siteId}/schedules`, the list. */
export function scheduleListPath(siteId: string): string {
  return `${sitePath(siteId)}/schedules`;
}

/** `/sites/{siteId}/schedules/new` */
export function newSchedulePath(siteId: string): string {
  return `${scheduleListPath(siteId)}/new`;
}

/** `/sites/{siteId}/schedules/{uuid}/{page}`: a page of one schedule. */
function schedulePath(siteId: string, scheduleId: string, page: string): string {
  return `${scheduleListPath(siteId)}/${encodeURIComponent(scheduleId)}/${page}`;
}

/** `/sites/{siteId}/schedules/{uuid}/edit` */
export function editSchedulePath(siteId: string, scheduleId: string): string {
  return schedulePath(siteId, scheduleId, 'edit');
}

/** `/sites/{siteId}/schedules/new?duplicate={uuid}`: the form starts from a copy. */
export function duplicateSchedulePath(siteId: string, scheduleId: string): string {
  return `${newSchedulePath(siteId)}?${new URLSearchParams({ duplicate: scheduleId }).toString()}`;
}

/** `/sites/{siteId}/calendar?month=2027-03`: the site's runs, a month at a time (`YYYY-MM`). */
export function siteCalendarPath(siteId: string, month?: string): string {
  const path = `${sitePath(siteId)}/calendar`;
  return month ? `${path}?${new URLSearchParams({ month }).toString()}` : path;
}

/** `/sites/{siteId}/reports?likely=…`: the site's reports, only those likely from title `likely`. */
export function siteReportsPath(siteId: string, likely?: string): string {
  const path = `${sitePath(siteId)}/reports`;
  return likely?.trim() ? `${path}?${new URLSearchParams({ likely }).toString()}` : path;
}

/** `/sites/{siteId}/schedules?reports=not-sent`: the list's "Not sent" filter. */
export function notSentSchedulesPath(siteId: string): string {
  return `${scheduleListPath(siteId)}?reports=not-sent`;
}

/** `/sites/{siteId}/recipients`: replace, remove or add a recipient across the site's schedules. */
export function bulkRecipientsPath(siteId: string): string {
  return `${sitePath(siteId)}/recipients`;
}

/** `/sites/{siteId}/schedules/new?recreate={uuid}`: the form starts from a schedule just deleted. */
export function recreateSchedulePath(siteId: string, scheduleId: string): string {
  return `${newSchedulePath(siteId)}?${new URLSearchParams({ recreate: scheduleId }).toString()}`;
}

/** `/sites/{siteId}/schedules/{uuid}/copy`: the schedule rolled out to other sites. */
export function copySchedulePath(siteId: string, scheduleId: string): string {
  return schedulePath(siteId, scheduleId, 'copy');
}

/** `/sites/{siteId}/schedules/{uuid}/copies`: the schedule's copies on other sites, together. */
export function scheduleCopiesPath(siteId: string, scheduleId: string): string {
  return schedulePath(siteId, scheduleId, 'copies');
}

/** `/sites/{siteId}/schedules/copy`: several schedules rolled out to other sites at once. */
export function copySchedulesPath(siteId: string): string {
  return `${scheduleListPath(siteId)}/copy`;
}

/**
 * What a page about several schedules of a list is opened with (Copy N, Change a recipient on N):
 * their uuids in the router's location state, as a selection of thousands would not fit an address.
 * `navigate(path, { state: selectedSchedulesState(uuids) })`.
 */
export interface SelectedSchedulesState {
  selectedSchedules: readonly string[];
}

export function selectedSchedulesState(uuids: readonly string[]): SelectedSchedulesState {
  return { selectedSchedules: uuids };
}

/** The selection a page was opened with (`location.state`); undefined when it was opened without. */
export function readSelectedSchedules(state: unknown): readonly string[] | undefined {
  if (typeof state !== 'object' || state === null || !('selectedSchedules' in state))
    return undefined;
  const { selectedSchedules } = state;
  return Array.isArray(selectedSchedules) &&
    selectedSchedules.every((uuid): uuid is string => typeof uuid === 'string')
    ? selectedSchedules
    : undefined;
}
