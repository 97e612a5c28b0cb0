/**
 * A list's opening rows as HTML: the table React draws for the list's address once the list is
 * in, rendered by the same components (ScheduleTable) from the list's body as start-up received
 * it. Run in a worker (opening-rows-worker.ts) while the page evaluates the app's code, and drawn
 * into the prerendered frame by early-rows.ts (docs/decisions/020-rows-before-the-app.md).
 */
import { prerender } from 'react-dom/static';
import { browserTimeZone } from '#src/domain/recurrence';
import type { ScheduleListResponse } from '#src/domain/schemas';
import { checkText } from '#src/lib/http/response-check';
import { openingPage, SCHEDULE_LIST_URL } from '#src/features/schedules/list-view';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { ScheduleTable } from '#src/features/schedules/components/schedule-list/schedule-table';

export interface OpeningRowsRequest {
  /** The list's body, as the service sent it (handed over). */
  body: ArrayBuffer;
  siteId: string;
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
  /**
   * The body passed the list's schema as the app's own check passes it (`checkText`, the same
   * function), and the app may keep its own parse of it: the app need not check it again.
   */
  checked: boolean;
}

const noop = () => {};

/**
 * The table as the list page's first render draws it: access not yet known (every action
 * offered), the templates' names and the reports not yet read, nothing just saved; the width
 * from the lg breakpoint up (the Template column), which is where start-up draws it.
 */
export async function openingRows({
  body,
  siteId,
  search,
  serviceTimeZone,
  now,
}: OpeningRowsRequest): Promise<OpeningRowsReply> {
  const { checked, protoKey } = checkText('scheduleList', new TextDecoder().decode(body));
  if (!checked.success) return { html: null, checked: false };
  const html = await tableHtml(checked.data, { siteId, search, serviceTimeZone, now });
  return { html, checked: !protoKey };
}

async function tableHtml(
  { schedules }: ScheduleListResponse,
  { siteId, search, serviceTimeZone, now }: Omit<OpeningRowsRequest, 'body'>,
): Promise<string | null> {
  const zones = { user: browserTimeZone(), service: serviceTimeZone };
  const query = SCHEDULE_LIST_URL.parse(new URLSearchParams(search));
  const page = openingPage(schedules, query, zones.user);
  if (!page || page.items.length === 0) return null;
  // React's static renderer: its string renderer is a second build of the server renderer.
  const { prelude } = await prerender(
    <AddToCalendarContext value={noop}>
      <DeleteScheduleContext value={noop}>
        <ScheduleTable
          items={page.items}
          siteId={siteId}
          hrefOf={(path) => path}
          zones={zones}
          now={new Date(now)}
          canWrite
          showTemplate
          templateNames={undefined}
          highlighted={undefined}
          notSent={undefined}
          sort={query.sort}
          onSortChange={noop}
        />
      </DeleteScheduleContext>
    </AddToCalendarContext>,
  );
  return new Response(prelude).text();
}
