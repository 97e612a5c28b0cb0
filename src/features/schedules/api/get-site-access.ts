/**
 * Per-site write access for the session, so a read-only account is told before it fills a form:
 * from a probe and every write (403: read-only; success: writable). Unknown offers every action.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApiClient } from '#src/lib/http/api-client-context';
import { isApiError } from '#src/lib/http/api-error';
import { SCHEDULES_PATH } from '#src/lib/http/api-url';
import type { RequestOptions } from '#src/lib/http/transport';

export type SiteAccess =
  { kind: 'write' } | { kind: 'read-only'; reason: string } | { kind: 'unknown' };

/** The one line shown wherever a write action is withheld. */
export const READ_ONLY_REASON =
  'This account can view these schedules but not create or change them. Ask an administrator of this site for access.';

/** What the probe's refusal says about the access (its success, against the contract: `write`). */
function accessFromFailure(error: unknown): SiteAccess {
  if (!isApiError(error)) return { kind: 'unknown' };
  if (error.kind === 'forbidden') return { kind: 'read-only', reason: READ_ONLY_REASON };
  // Validation runs after the permission check: the account got past it.
  if (error.kind === 'bad_request') return { kind: 'write' };
  return { kind: 'unknown' };
}

/** A create breaking the contract three ways (spec 4.1, 8): 403 if the account may not write, else 400. */
function writeProbe(siteId: string, signal: AbortSignal): RequestOptions<MessageResponse> {
  return {
    method: 'POST',
    path: SCHEDULES_PATH,
    body: { site_id: siteId, frequency: { unit: 'DAYS', value: 0 } },
    schema: MessageResponseSchema,
    signal,
  };
}

export const siteAccessQueries = {
  all: () => ['site-access'] as const,
  detail: (api: ApiClient, siteId: string) =>
    queryOptions({
      // Site ids are case-insensitive, as in the schedules' keys.
      queryKey: [...siteAccessQueries.all(), siteId.toLowerCase()] as const,
      queryFn: ({ signal }) =>
        api.request(writeProbe(siteId, signal)).then(
          (): SiteAccess => ({ kind: 'write' }),
          (error: unknown) => {
            if (signal.aborted) throw error;
            return accessFromFailure(error);
          },
        ),
      // An answer holds for the session; an unknown one is asked again on the next page.
      staleTime: (query) => (query.state.data?.kind === 'unknown' ? 0 : Infinity),
      retry: false,
    }),
};

/** The account's access to `siteId` (`unknown` while probing); `probe: false` reads what is known. */
export function useSiteAccess(
  siteId: string,
  { probe = true }: { probe?: boolean } = {},
): SiteAccess {
  const api = useApiClient();
  const { data } = useQuery({ ...siteAccessQueries.detail(api, siteId), enabled: probe });
  return data ?? { kind: 'unknown' };
}

/** Records what a write's outcome (its error, or undefined for success) says about the access. */
export function recordSiteAccess(
  queryClient: QueryClient,
  api: ApiClient,
  siteId: string,
  outcome: unknown,
): void {
  const { queryKey } = siteAccessQueries.detail(api, siteId);
  // A bad request adds nothing for a known site; other failures say nothing.
  const learnt: SiteAccess | undefined =
    outcome === undefined
      ? { kind: 'write' }
      : isApiError(outcome) && outcome.kind === 'forbidden'
        ? { kind: 'read-only', reason: READ_ONLY_REASON }
        : undefined;
  if (learnt) queryClient.setQueryData(queryKey, learnt);
}
