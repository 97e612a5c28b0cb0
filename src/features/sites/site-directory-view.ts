/** The Sites page's rules (row, search, grouping, sort), apart from React to be tested directly. */
import { productionDomain, type PlatformSite } from '#src/domain/platform-schemas';
import { formatCount } from '#src/domain/format';
import type { SiteRecord } from '#src/domain/run-states';
import { sortDirectionOf, sortKeyOf, type ColumnSort } from '#src/lib/url-state/list-pages';
import { ABOVE_ROWS_PX, ROW_HEIGHT_PX } from '#src/components/tokens';

const SITE_GROUPINGS = ['none', 'account', 'group'] as const;
export type SiteGrouping = (typeof SITE_GROUPINGS)[number];

export interface SiteRow {
  id: string;
  name: string;
  accountId: string;
  /** The account's name; its ID where the accounts could not be read; '' while they load. */
  accountName: string;
  group: string | undefined;
  domain: string | undefined;
  tags: readonly string[];
  /** Everything a search matches, in lower case, computed once per directory. */
  searchText: string;
}

export interface SiteSection {
  /** Stable across renders: the account's ID, the group's name, or '' for one ungrouped list. */
  key: string;
  label: string | undefined;
  rows: readonly SiteRow[];
  /** How many rows the section has in all, when `rows` shows only the first of them. */
  total: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const NO_GROUP_LABEL = 'No group';

/** Rows made before, by the site they were made from: see `toSiteRows`. */
export type SiteRowCache = WeakMap<PlatformSite, SiteRow>;

/** Directory rows by name; with a `cache`, a known site keeps its row, so only new rows redraw. */
export function toSiteRows(
  sites: readonly PlatformSite[],
  accountNames: ReadonlyMap<string, string> | undefined,
  cache?: SiteRowCache,
): SiteRow[] {
  const rows = sites.map((site): SiteRow => {
    const accountName = accountNames
      ? (accountNames.get(site.account.id.toLowerCase()) ?? site.account.id)
      : '';
    const known = cache?.get(site);
    if (known?.accountName === accountName) return known;
    const row = siteRow(site, accountName);
    cache?.set(site, row);
    return row;
  });
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

function siteRow(site: PlatformSite, accountName: string): SiteRow {
  const group = site.group_name?.trim() || undefined;
  const tags = site.tags ?? [];
  const installs = (site.installs ?? []).flatMap((install) => [install.name, install.cname]);
  return {
    id: site.id,
    name: site.name,
    accountId: site.account.id,
    accountName,
    group,
    domain: productionDomain(site),
    tags,
    searchText: [site.name, site.id, accountName, group, ...installs, ...tags]
      .filter(Boolean)
      .join('\n')
      .toLowerCase(),
  };
}

/** The rows matching every word of `query`, in their order; an empty query matches all. */
export function filterSiteRows(rows: readonly SiteRow[], query: string): readonly SiteRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.searchText.includes(word)));
}

/**
 * The rows a site switcher offers for `query`: the site of that very name first, then names that
 * begin with it, then names that hold every word, then the rest (an account's sites, a domain's),
 * each tier in the rows' order. A customer who types a site's whole name finds it first.
 */
export function rankSiteMatches(rows: readonly SiteRow[], query: string): readonly SiteRow[] {
  const matches = filterSiteRows(rows, query);
  const wanted = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return matches;
  const words = wanted.split(' ');
  const tiers: SiteRow[][] = [[], [], [], []];
  for (const row of matches) {
    const name = row.name.toLowerCase().replace(/\s+/g, ' ');
    const tier =
      name === wanted
        ? 0
        : name.startsWith(wanted)
          ? 1
          : words.every((word) => name.includes(word))
            ? 2
            : 3;
    tiers[tier]!.push(row);
  }
  return tiers.flat();
}

/** The rows in sections by account or by group, the sections sorted by name (no group last). */
export function groupSiteRows(rows: readonly SiteRow[], grouping: SiteGrouping): SiteSection[] {
  if (grouping === 'none') return [{ key: '', label: undefined, rows, total: rows.length }];
  const sections = new Map<string, { label: string; rows: SiteRow[] }>();
  for (const row of rows) {
    const key = grouping === 'account' ? row.accountId : (row.group ?? '');
    const label =
      grouping === 'account' ? row.accountName || row.accountId : (row.group ?? NO_GROUP_LABEL);
    let section = sections.get(key);
    if (!section) sections.set(key, (section = { label, rows: [] }));
    section.rows.push(row);
  }
  return [...sections.entries()]
    .map(([key, section]) => ({ key, ...section, total: section.rows.length }))
    .sort((a, b) => {
      if (grouping === 'group' && (a.key === '' || b.key === '')) return a.key === '' ? 1 : -1;
      return collator.compare(a.label, b.label);
    });
}

/** The grouping a `by` URL parameter names; anything else is no grouping. */
export function parseGrouping(value: string | null): SiteGrouping {
  return SITE_GROUPINGS.find((grouping) => grouping === value) ?? 'none';
}

/** How many rows fill a window this high below the page's controls, at least (a card is taller). */
export function sitesRowsThatFit(windowHeight: number): number {
  return Math.max(8, Math.ceil((windowHeight - ABOVE_ROWS_PX.sites) / ROW_HEIGHT_PX));
}

/** The first `limit` rows across sections, keeping each section's heading with its rows. */
export function limitSections(
  sections: readonly SiteSection[],
  limit: number,
): { sections: SiteSection[]; shown: number } {
  const limited: SiteSection[] = [];
  let shown = 0;
  for (const section of sections) {
    if (shown >= limit) break;
    const rows = section.rows.slice(0, limit - shown);
    shown += rows.length;
    limited.push({ ...section, rows });
  }
  return { sections: limited, shown };
}

const REPORT_FILTERS = ['all', 'none', 'some', 'not-sent'] as const;
/** Which sites to list by their reports (not-sent: src/domain/runs-not-sent.ts). */
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** What counting knows of a site's reports; the last two undefined until its reports are matched. */
export interface SiteReportFacts {
  scheduleCount: number;
  notSentCount: number | undefined;
  /** Its last 30 days' runs (run-states.ts); undefined until its reports are matched. */
  record?: SiteRecord;
}

/** The filter a `reports` URL parameter names (`?reports=not-sent`); anything else is all. */
export function parseReportFilter(value: string | null): ReportFilter {
  return REPORT_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The rows whose sites fit `filter`; a site not counted yet fits only 'all'. */
export function filterSiteRowsByReports(
  rows: readonly SiteRow[],
  filter: ReportFilter,
  factsOf: (siteId: string) => SiteReportFacts | undefined,
): readonly SiteRow[] {
  if (filter === 'all') return rows;
  return rows.filter((row) => fitsReportFilter(factsOf(row.id), filter) === true);
}

/** Whether a site fits the filter: undefined while that is not known yet. */
export function fitsReportFilter(
  facts: SiteReportFacts | undefined,
  filter: ReportFilter,
): boolean | undefined {
  if (filter === 'all') return true;
  if (facts === undefined) return undefined;
  if (filter === 'none') return facts.scheduleCount === 0;
  if (filter === 'some') return facts.scheduleCount > 0;
  return facts.notSentCount === undefined ? undefined : facts.notSentCount > 0;
}

const FITS_WORDS: Record<Exclude<ReportFilter, 'all'>, readonly [string, string]> = {
  none: ['has no reports scheduled', 'have no reports scheduled'],
  some: ['has reports scheduled', 'have reports scheduled'],
  'not-sent': [
    'has a report not sent in the last 30 days',
    'have a report not sent in the last 30 days',
  ],
};

const sitesWord = (n: number) => (n === 1 ? 'site' : 'sites');

/** The line above the table; it says how many are not counted yet, so a short list is not final. */
export function directorySummary({
  total,
  query,
  matching,
  reports,
  shown,
  uncounted,
}: {
  total: number;
  query: string;
  matching: number;
  reports: ReportFilter;
  /** Rows matching the search and the reports filter. */
  shown: number;
  /** Of the rows matching the search, those not known yet to fit the filter or not. */
  uncounted: number;
}): string {
  const all = formatCount(total);
  const search = query.trim();
  if (reports === 'all') {
    return search
      ? `${formatCount(matching)} of ${all} sites match “${search}”`
      : `${all} ${sitesWord(total)}`;
  }
  const fits = FITS_WORDS[reports][shown === 1 ? 0 : 1];
  const sites = `${formatCount(shown)} of ${all} ${sitesWord(total)}`;
  const line = search ? `${sites} match “${search}” and ${fits}` : `${sites} ${fits}`;
  return uncounted > 0 ? `${line} · ${formatCount(uncounted)} not counted yet` : line;
}

/** What the rows can be sorted by: the site's name, or its 30-day record. */
export type SiteSortKey = 'name' | 'record';
/** As the address writes it (`?sort=record`); by name, the default, is not written. */
export type SiteSort = ColumnSort<SiteSortKey>;
export const SITE_SORTS: readonly SiteSort[] = ['name', '-name', 'record', '-record'];

/** The sort a `sort` URL parameter names; anything else is by name. */
export function parseSiteSort(value: string | null): SiteSort {
  return SITE_SORTS.find((sort) => sort === value) ?? 'name';
}

/**
 * How two sites' records compare, worst first: the share of judged runs sent, lower first, then
 * more runs not sent first. `descending` turns those round (best first). Either way a site with
 * no run judged comes after those with a record, and one not counted yet (undefined) after all.
 */
function compareSiteRecords(
  a: SiteRecord | undefined,
  b: SiteRecord | undefined,
  descending = false,
): number {
  const rankA = recordRank(a);
  const rankB = recordRank(b);
  if (rankA !== rankB || rankA !== 0) return rankA - rankB;
  // Both judged: sent / judged compared without division (a.sent / a.judged < b.sent / b.judged).
  const worse = a!.sent * b!.judged - b!.sent * a!.judged || b!.notSent - a!.notSent;
  return descending ? -worse : worse;
}

/** 0: judged runs to compare; 1: none judged; 2: not counted yet. */
function recordRank(record: SiteRecord | undefined): number {
  if (!record) return 2;
  return record.judged > 0 ? 0 : 1;
}

/**
 * The rows in `sort`'s order; sites of equal records keep their order by name. Rows come from
 * `toSiteRows` by name, so by name they are returned as they are.
 */
export function sortSiteRows(
  rows: readonly SiteRow[],
  sort: SiteSort,
  factsOf: (siteId: string) => SiteReportFacts | undefined,
): readonly SiteRow[] {
  const descending = sortDirectionOf(sort) === 'descending';
  if (sortKeyOf(sort) === 'name') return descending ? [...rows].reverse() : rows;
  // Each site's record looked up once, not at every comparison.
  const keyed = rows.map((row, place) => ({ row, place, record: factsOf(row.id)?.record }));
  keyed.sort((a, b) => compareSiteRecords(a.record, b.record, descending) || a.place - b.place);
  return keyed.map(({ row }) => row);
}
