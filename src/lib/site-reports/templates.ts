/** GET /site_reports/templates: an account's templates (`account_id` is required by WP Engine). */
import { queryOptions } from '@tanstack/react-query';
import { TemplateListResponseSchema, type TemplateListResponse } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import type { Credentials } from '#src/lib/http/basic-auth';

export function listTemplates(
  api: ApiClient,
  {
    accountId,
    signal,
    credentials,
  }: {
    accountId: string | undefined;
    signal?: AbortSignal | undefined;
    /** For sign-in: try these instead of the stored ones. */
    credentials?: Credentials | undefined;
  },
): Promise<TemplateListResponse> {
  return api.request({
    method: 'GET',
    path: '/site_reports/templates',
    query: { account_id: accountId },
    schema: TemplateListResponseSchema,
    signal,
    credentials,
  });
}

/** Where the platform does not say a site's account and none was set: nothing to ask for. */
class AccountUnknownError extends Error {
  constructor() {
    super(
      'Templates belong to a WP Engine account, and the service does not say which account this ' +
        'site belongs to. Enter your account ID on the Sites page to list them.',
    );
    this.name = 'AccountUnknownError';
  }
}

export function templateListOptions(api: ApiClient, accountId: string | undefined) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one client per session
  return queryOptions({
    queryKey: ['templates', 'list', accountId?.toLowerCase() ?? null] as const,
    queryFn: ({ signal }) =>
      accountId
        ? listTemplates(api, { accountId, signal })
        : Promise.reject(new AccountUnknownError()),
    // Templates change rarely; one fetch per account and session is plenty.
    staleTime: 10 * 60_000,
  });
}
