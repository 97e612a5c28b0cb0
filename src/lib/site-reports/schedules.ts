/** /site_reports/schedules: the endpoints and the query entry every feature shares. */
import { queryOptions } from '@tanstack/react-query';
import {
  MessageResponseSchema,
  ScheduleListResponseSchema,
  type CreateScheduleRequest,
  type MessageResponse,
  type ScheduleListResponse,
  type UpdateScheduleRequest,
} from '#src/domain/schemas';
import type { ApiClient, ReadOptions } from '#src/lib/http/api-client';
import { SCHEDULES_PATH } from '#src/lib/http/api-url';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { catchUpOnFocus } from '#src/lib/http/query-client';
import { SCHEDULES_KEY } from './query-keys';

const schedulePath = (scheduleId: string) =>
  `/site_reports/schedules/${encodeURIComponent(scheduleId)}`;

export function listSchedules(
  api: ApiClient,
  siteId: string,
  { signal, onProgress }: ReadOptions = {},
): Promise<ScheduleListResponse> {
  return api.request({
    method: 'GET',
    path: SCHEDULES_PATH,
    query: { site_id: siteId },
    schema: ScheduleListResponseSchema,
    signal,
    onProgress,
  });
}

export function createSchedule(
  api: ApiClient,
  body: CreateScheduleRequest,
): Promise<MessageResponse> {
  return api.request({ method: 'POST', path: SCHEDULES_PATH, body, schema: MessageResponseSchema });
}

export function updateSchedule(
  api: ApiClient,
  scheduleId: string,
  body: UpdateScheduleRequest,
): Promise<MessageResponse> {
  return api.request({
    method: 'PATCH',
    path: schedulePath(scheduleId),
    body,
    schema: MessageResponseSchema,
  });
}

/** WP Engine's reference (site-reports-api-today.md) gives no status: any 2xx, body unread. */
export async function deleteSchedule(api: ApiClient, scheduleId: string): Promise<void> {
  await api.request({ method: 'DELETE', path: schedulePath(scheduleId), schema: null });
}

/** Keys go general to specific, so a write can invalidate one site's list or all of them. */
export const scheduleQueries = {
  all: () => SCHEDULES_KEY,
  /** @param onProgress where a long download's progress goes (the list page shows it). */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // The key leaves out the client (one per session) and onProgress; ids ignore case.
      queryKey: [...scheduleQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => listSchedules(api, siteId, { signal, onProgress }),
      // A colleague's change shows when the user comes back to the tab.
      refetchOnWindowFocus: catchUpOnFocus,
    }),
};
