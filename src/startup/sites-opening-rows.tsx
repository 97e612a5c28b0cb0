/** The Sites page's opening rows (opening-rows.tsx), drawn by its own table's markup. */
import { SITES_ABOVE_TABLE_FROM_LG_PX } from '#src/components/tokens';
import { SitePageSchema } from '#src/domain/platform-schemas';
import { sortKeyOf } from '#src/lib/url-state/list-pages';
import {
  groupSiteRows,
  limitSections,
  sitesRowsThatFit,
  sortSiteRows,
  toSiteRows,
} from '#src/features/sites/site-directory-view';
import { SITES_URL } from '#src/features/sites/components/sites-url';
import {
  SiteTableMarkup,
  SITE_TABLE_CLASS,
} from '#src/features/sites/components/site-table-markup';
import { CountingCells } from '#src/features/sites/portfolio/counting-cells';
import { notSentSchedulesPath, scheduleListPath } from '#src/features/schedules/schedule-paths';
import { noop, staticHtml, type OpeningRowsReply, type OpeningRowsRequest } from './opening-rows';

/**
 * The Sites page's first rows: its first page of sites, sorted and grouped as the address says,
 * before any is counted and before the accounts' names are read. None where the first render's
 * rows depend on what start-up cannot know: a search (it also matches account names), the
 * reports filter or the record's sort (the counts), or grouping by account (the names).
 */
export async function sitesOpeningRows({
  body,
  search,
  page,
}: OpeningRowsRequest): Promise<OpeningRowsReply> {
  const none = { html: null, checked: false, aboveRowsPx: 0 };
  if (page.name !== 'sites') return none;
  const query = SITES_URL.parse(new URLSearchParams(search));
  if (
    query.text.trim() ||
    query.reports !== 'all' ||
    sortKeyOf(query.sort) === 'record' ||
    query.grouping === 'account'
  ) {
    return none;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return none;
  }
  const checked = SitePageSchema.safeParse(parsed);
  if (!checked.success || checked.data.results.length === 0) return none;
  const { results } = checked.data;
  const noFacts = () => undefined;
  const rows = sortSiteRows(toSiteRows(results, undefined), query.sort, noFacts);
  const { sections } = limitSections(
    groupSiteRows(rows, query.grouping),
    sitesRowsThatFit(page.windowHeight),
  );
  const html = await staticHtml(
    <div className={SITE_TABLE_CLASS}>
      <SiteTableMarkup
        sections={sections}
        sitePath={scheduleListPath}
        notSentPath={notSentSchedulesPath}
        sort={query.sort}
        onSortChange={noop}
        hrefOf={(path) => path}
        showTags={page.withTags}
        Cells={CountingCells}
      />
    </div>,
  );
  const above = SITES_ABOVE_TABLE_FROM_LG_PX;
  return {
    html,
    // Checked here for drawing only: the app checks the body it takes as it checks every page.
    checked: false,
    aboveRowsPx: above.base + (page.recentSites ? above.recentSites : 0),
  };
}
