import {
  parseGrouping,
  parseReportFilter,
  parseSiteSort,
  type ReportFilter,
  type SiteGrouping,
  type SiteSort,
} from '#src/features/sites/site-directory-view';
import type { ListQueryCodec, ListQueryBase } from '#src/lib/url-state/use-list-url';

/** What the Sites page keeps in the address: search, grouping, reports filter, sort, Coming up. */
export interface SitesQuery extends ListQueryBase {
  grouping: SiteGrouping;
  reports: ReportFilter;
  /** `?sort=record`, `?sort=-name`; by name when absent. */
  sort: SiteSort;
  /** Coming up's days (`?upcoming=7`), as written; null while it is closed. */
  upcoming: string | null;
}

/** Sets `name` to `value`, or drops it when it has the default's (empty) value. */
function put(params: URLSearchParams, name: string, value: string | null) {
  if (value) params.set(name, value);
  else params.delete(name);
}

/** The Sites page in the address: a search replaces the entry, so Back does not undo letters. */
export const SITES_URL: ListQueryCodec<SitesQuery> = {
  parse: (params) => ({
    text: params.get('q') ?? '',
    page: 1,
    grouping: parseGrouping(params.get('by')),
    reports: parseReportFilter(params.get('reports')),
    sort: parseSiteSort(params.get('sort')),
    upcoming: params.get('upcoming'),
  }),
  write: (query, base) => {
    const params = new URLSearchParams(base);
    put(params, 'q', query.text.trim() ? query.text : null);
    put(params, 'by', query.grouping === 'none' ? null : query.grouping);
    put(params, 'reports', query.reports === 'all' ? null : query.reports);
    put(params, 'sort', query.sort === 'name' ? null : query.sort);
    if (query.upcoming === null) params.delete('upcoming');
    else params.set('upcoming', query.upcoming);
    return params.toString();
  },
  searchAddsEntry: false,
};
