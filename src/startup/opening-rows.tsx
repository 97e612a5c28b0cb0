/** A page's opening rows as HTML, by the page's own components, in a worker (see early-rows.ts). */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ABOVE_ROWS_PX, SITES_ABOVE_TABLE_FROM_LG_PX } from '#src/components/tokens';
import { browserTimeZone } from '#src/domain/recurrence';
import type { ScheduleListResponse } from '#src/domain/schemas';
import { checkText } from '#src/lib/http/response-check';
import { openingPage, SCHEDULE_LIST_URL } from '#src/features/schedules/list-view';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { ScheduleTable } from '#src/features/schedules/components/schedule-list/schedule-table';
import { NO_SELECTION } from '#src/lib/selection/row-selection';
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

/** The page whose first rows start-up draws: a site's schedule list, or the Sites page. */
export type OpeningPage = { name: 'list'; siteId: string } | { name: 'sites' };

/** What only the window knows of the Sites page's first render. */
interface SitesWindow {
  /** How many rows the page draws first depends on it (sitesRowsThatFit). */
  windowHeight: number;
  /** Whether the Tags column shows (site-table.tsx's SITE_TAGS_MEDIA). */
  withTags: boolean;
  /** Whether the page shows "Recently opened" above its rows (recent-sites.ts). */
  recentSites: boolean;
}

export interface OpeningRowsRequest {
  /** The first read's body, as the service sent it (handed over). */
  body: ArrayBuffer;
  page: { name: 'list'; siteId: string } | ({ name: 'sites' } & SitesWindow);
  /** The page's query string: the list's search, filters, sort and page. */
  search: string;
  /** config.json's: the service's zone. The user's is the browser's, as the page reads it. */
  serviceTimeZone: string;
  /** The clock's time (ms), as the page's rows read it. */
  now: number;
}

export interface OpeningRowsReply {
  /** The table, or null where React would show no rows (an invalid body, nothing matching). */
  html: string | null;
  /** The body passed the list's schema by the app's own check (`checkText`): no second check. */
  checked: boolean;
  /** How far below the frame's top the page draws the table: the rows go there. */
  aboveRowsPx: number;
}

const noop = () => {};

/** The table as the page's first render draws it, from the lg breakpoint up. */
export async function openingRows(request: OpeningRowsRequest): Promise<OpeningRowsReply> {
  const { page, ...rest } = request;
  if (page.name === 'sites') return sitesRows({ ...rest, page });
  const { body, search, serviceTimeZone, now } = request;
  const { checked, protoKey } = checkText('scheduleList', new TextDecoder().decode(body));
  const aboveRowsPx = ABOVE_ROWS_PX.schedulesFromLg;
  if (!checked.success) return { html: null, checked: false, aboveRowsPx };
  const html = await tableHtml(checked.data, { siteId: page.siteId, search, serviceTimeZone, now });
  return { html, checked: !protoKey, aboveRowsPx };
}

/** React's static renderer: its string renderer is a second build of the server renderer. */
async function staticHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

async function tableHtml(
  { schedules }: ScheduleListResponse,
  {
    siteId,
    search,
    serviceTimeZone,
    now,
  }: { siteId: string; search: string; serviceTimeZone: string; now: number },
): Promise<string | null> {
  const zones = { user: browserTimeZone(), service: serviceTimeZone };
  const query = SCHEDULE_LIST_URL.parse(new URLSearchParams(search));
  const page = openingPage(schedules, query, zones.user);
  if (!page || page.items.length === 0) return null;
  const table = await staticHtml(
    <AddToCalendarContext value={noop}>
      <DeleteScheduleContext value={noop}>
        <ScheduleTable
          items={page.items}
          siteId={siteId}
          hrefOf={(path) => path}
          zones={zones}
          now={new Date(now)}
          canWrite
          wide
          // As the page's first render: the reports are not read yet.
          runStates={undefined}
          templateNames={undefined}
          highlighted={undefined}
          notSent={undefined}
          sort={query.sort}
          onSortChange={noop}
          selection={NO_SELECTION}
          onSelect={noop}
          pageSelection="none"
          onTogglePage={noop}
        />
      </DeleteScheduleContext>
    </AddToCalendarContext>,
  );
  return `<div class="data-list">${table}</div>`;
}

/**
 * The Sites page's first rows: its first page of sites, sorted and grouped as the address says,
 * before any is counted and before the accounts' names are read. None where the first render's
 * rows depend on what start-up cannot know: a search (it also matches account names), the
 * reports filter or the record's sort (the counts), or grouping by account (the names).
 */
async function sitesRows({
  body,
  search,
  page,
}: Omit<OpeningRowsRequest, 'page'> & {
  page: Extract<OpeningRowsRequest['page'], { name: 'sites' }>;
}): Promise<OpeningRowsReply> {
  const none = { html: null, checked: false, aboveRowsPx: 0 };
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
        layout={page.withTags ? 'table with tags' : 'table'}
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
