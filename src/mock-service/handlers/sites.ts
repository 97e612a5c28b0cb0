/** GET /sites and GET /sites/{site_id} (platform-sites.md), every field of the published record. */

import { http, HttpResponse } from 'msw';
import type { PlatformSite, SitePage } from '#src/domain/platform-schemas';
import { UuidSchema } from '#src/domain/schemas';
import {
  canSeeSite,
  requireAccountMembership,
  requireSiteAccess,
  requireUser,
} from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import type { MockSite } from '#src/mock-service/model';
import { pageOf, readPageQuery, requireValidQuery } from '#src/mock-service/pagination';
import { notFound } from '#src/mock-service/responses';
import { invalidUuidError } from '#src/mock-service/validation';

const RESOURCE = 'site';

/** The site as the platform answers it: a copy, so no handler can change the seed's. */
function siteRecord(site: MockSite): PlatformSite {
  return {
    id: site.id,
    name: site.name,
    account: { id: site.account.id },
    group_name: site.group_name,
    tags: [...site.tags],
    created_at: site.created_at,
    sandbox: site.sandbox,
    transferable: site.transferable,
    installs: site.installs.map((install) => ({
      id: install.id,
      name: install.name,
      environment: install.environment,
      cname: install.cname,
      php_version: install.php_version,
      is_multisite: install.is_multisite,
    })),
  };
}

export function createSiteHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get('*/v1/sites', ({ request }) => {
      const failure = injectedFailure(faults, 'listSites');
      if (failure) return failure;
      const user = requireUser(request, store);
      const url = new URL(request.url);
      const { page, errors } = readPageQuery(url, RESOURCE);
      const accountParam = url.searchParams.get('account_id');
      let accountId: string | undefined;
      if (accountParam !== null) {
        const parsed = UuidSchema.safeParse(accountParam);
        if (parsed.success) accountId = parsed.data;
        else errors.push(invalidUuidError('account_id', parsed.error, RESOURCE));
      }
      requireValidQuery(errors);
      if (accountId !== undefined) requireAccountMembership(user, accountId, store);

      const sites = store
        .sites()
        .filter(
          (site) =>
            canSeeSite(user, site) && (accountId === undefined || site.account.id === accountId),
        );
      const body = pageOf(sites, page, url);
      return HttpResponse.json({
        ...body,
        results: body.results.map(siteRecord),
      } satisfies SitePage);
    }),

    http.get<{ siteId: string }>('*/v1/sites/:siteId', ({ request, params }) => {
      const failure = injectedFailure(faults, 'getSite');
      if (failure) return failure;
      const user = requireUser(request, store);
      const parsed = UuidSchema.safeParse(params.siteId);
      if (!parsed.success) return notFound('Site not found');
      return HttpResponse.json(siteRecord(requireSiteAccess(user, parsed.data, store)));
    }),
  ];
}
