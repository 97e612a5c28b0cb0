/**
 * GET /site_reports/sections, read once per session. In src/lib because the schedules feature
 * and the sites feature's roll-out both need the same reading of it.
 */
import { useQuery } from '@tanstack/react-query';
import type { CatalogueSection } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { isApiError } from '#src/lib/http/api-client';
import { sectionCatalogueOptions } from '#src/lib/http/site-reports-queries';

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
