/** A list's opening rows as HTML, by the list's own components, in a worker (see early-rows.ts). */
import { prerender } from 'react-dom/static';
import { browserTimeZone } from '#src/domain/recurrence';
import type { ScheduleListResponse } from '#src/domain/schemas';
import { checkText } from '#src/lib/http/response-check';
import { openingPage, SCHEDULE_LIST_URL } from '#src/features/schedules/list-view';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { ScheduleTable } from '#src/features/schedules/components/schedule-list/schedule-table';
import { NO_SELECTION } from '#src/lib/selection/row-selection';

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
  /** The body passed the list's schema by the app's own check (`checkText`): no second check. */
  checked: boolean;
}

const noop = () => {};

/** The table as the list page's first render draws it, from the lg breakpoint up. */
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
  return new Response(prelude).text();
}
