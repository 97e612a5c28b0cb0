/** GET /site_reports/sections: the catalogue, read once per session by the form and the roll-out. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SectionCatalogueSchema,
  type CatalogueSection,
  type SectionCatalogue,
} from '#src/domain/schemas';
import { isApiError, type ApiClient, type ReadOptions } from '#src/lib/http/api-client';
import { useApiClient } from '#src/lib/http/api-client-context';

export function listSections(
  api: ApiClient,
  { signal }: Pick<ReadOptions, 'signal'> = {},
): Promise<SectionCatalogue> {
  return api.request({
    method: 'GET',
    path: '/site_reports/sections',
    schema: SectionCatalogueSchema,
    signal,
  });
}

/** The same everywhere and fixed during a session. */
export function sectionCatalogueOptions(api: ApiClient) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one client per session
  return queryOptions({
    queryKey: ['sections', 'catalogue'] as const,
    queryFn: ({ signal }) => listSections(api, { signal }),
    staleTime: Infinity,
  });
}

/** What the form and the roll-out know of the catalogue. */
export type CatalogueState =
  | { status: 'loaded'; sections: readonly CatalogueSection[] }
  | { status: 'pending' }
  /** 404 or 403: this service (or this user) has no catalogue; names are shown as they are. */
  | { status: 'unavailable' }
  | { status: 'failed'; message: string; retry: () => void };

export function useSectionCatalogue(): CatalogueState {
  const query = useQuery(sectionCatalogueOptions(useApiClient()));
  if (query.data) return { status: 'loaded', sections: query.data.sections };
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && (error.kind === 'not_found' || error.kind === 'forbidden')) {
      return { status: 'unavailable' };
    }
    return { status: 'failed', message: error.message, retry: () => void query.refetch() };
  }
  return { status: 'pending' };
}

/** The catalogue's sections where it has answered, for showing names; undefined otherwise. */
export function useCatalogueSections(): readonly CatalogueSection[] | undefined {
  return useQuery(sectionCatalogueOptions(useApiClient())).data?.sections;
}
