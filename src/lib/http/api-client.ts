/** The endpoints several features share; one feature's own goes in its api folder via `request`. */
import {
  MessageResponseSchema,
  ReportListResponseSchema,
  ScheduleListResponseSchema,
  SectionCatalogueSchema,
  TemplateListResponseSchema,
  type CreateScheduleRequest,
  type MessageResponse,
  type ReportListResponse,
  type ScheduleListResponse,
  type SectionCatalogue,
  type TemplateListResponse,
  type UpdateScheduleRequest,
} from '#src/domain/schemas';
import { PlatformUserSchema, type PlatformUser } from '#src/domain/platform-schemas';
import { SCHEDULES_PATH } from '#src/lib/http/api-url';
import type { Credentials } from '#src/lib/http/basic-auth';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { createTransport, type Transport, type TransportOptions } from '#src/lib/http/transport';

export { isApiError } from '#src/lib/http/api-error';

export type ApiClient = ReturnType<typeof createApiClient>;

export interface ReadOptions {
  /** The caller's cancellation (React Query's): the call then rejects with its reason. */
  signal?: AbortSignal | undefined;
  /** Called with 0 bytes when the headers arrive (a new download), then after every piece. */
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}

/** What WP Engine's reference adds to site-reports-api-today.md: deletes and sent reports. */
function siteReportOperations(request: Transport['request']) {
  return {
    /** DELETE /site_reports/schedules/{uuid}: the reference gives no status, so any 2xx, unread. */
    async deleteSchedule(scheduleId: string): Promise<void> {
      await request({
        method: 'DELETE',
        path: `/site_reports/schedules/${encodeURIComponent(scheduleId)}`,
        schema: null,
      });
    },

    /** GET /site_reports?site_id=: the reports generated for a site (site-reports-api-today.md). */
    listReports(
      siteId: string,
      { signal, onProgress }: ReadOptions = {},
    ): Promise<ReportListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports',
        query: { site_id: siteId },
        schema: ReportListResponseSchema,
        signal,
        onProgress,
      });
    },
  };
}

export function createApiClient(options: TransportOptions) {
  const { baseUrl, request } = createTransport(options);

  return {
    baseUrl,
    request,

    listSchedules(
      siteId: string,
      { signal, onProgress }: ReadOptions = {},
    ): Promise<ScheduleListResponse> {
      return request({
        method: 'GET',
        path: SCHEDULES_PATH,
        query: { site_id: siteId },
        schema: ScheduleListResponseSchema,
        signal,
        onProgress,
      });
    },

    createSchedule(body: CreateScheduleRequest): Promise<MessageResponse> {
      return request({
        method: 'POST',
        path: SCHEDULES_PATH,
        body,
        schema: MessageResponseSchema,
      });
    },

    updateSchedule(scheduleId: string, body: UpdateScheduleRequest): Promise<MessageResponse> {
      return request({
        method: 'PATCH',
        path: `/site_reports/schedules/${encodeURIComponent(scheduleId)}`,
        body,
        schema: MessageResponseSchema,
      });
    },

    ...siteReportOperations(request),

    /** GET /user: who the credentials belong to (sign-in's check, and the greeting). */
    getUser({
      signal,
      credentials,
    }: ReadOptions & { credentials?: Credentials | undefined } = {}): Promise<PlatformUser> {
      return request({
        method: 'GET',
        path: '/user',
        schema: PlatformUserSchema,
        signal,
        credentials,
      });
    },

    /** The templates of an account: `account_id` is required by WP Engine's reference. */
    listTemplates({
      accountId,
      signal,
      credentials,
    }: {
      accountId: string | undefined;
      signal?: AbortSignal | undefined;
      credentials?: Credentials | undefined;
    }): Promise<TemplateListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports/templates',
        query: { account_id: accountId },
        schema: TemplateListResponseSchema,
        signal,
        credentials,
      });
    },

    /** GET /site_reports/sections: the sections catalogue, names for people and rules. */
    listSections: ({ signal }: ReadOptions = {}): Promise<SectionCatalogue> =>
      request({ ...SECTIONS_READ, signal }),
  };
}

const SECTIONS_READ = {
  method: 'GET',
  path: '/site_reports/sections',
  schema: SectionCatalogueSchema,
} as const;
