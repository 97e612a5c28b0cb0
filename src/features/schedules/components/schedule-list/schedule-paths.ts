/**
 * Where the list's links go. The route patterns live in src/app/router.tsx; features may not
 * import the app layer, so the few paths the list needs are spelled out here.
 */
function schedulesPath(siteId: string): string {
  return `/sites/${encodeURIComponent(siteId)}/schedules`;
}

/** `/sites/{siteId}/schedules/new` */
export function newSchedulePath(siteId: string): string {
  return `${schedulesPath(siteId)}/new`;
}

/** `/sites/{siteId}/schedules/{uuid}/edit` */
export function editSchedulePath(siteId: string, scheduleId: string): string {
  return `${schedulesPath(siteId)}/${encodeURIComponent(scheduleId)}/edit`;
}

/** `/sites/{siteId}/schedules/new?duplicate={uuid}`: the form starts from a copy. */
export function duplicateSchedulePath(siteId: string, scheduleId: string): string {
  return `${newSchedulePath(siteId)}?${new URLSearchParams({ duplicate: scheduleId }).toString()}`;
}
