/** A schedule list's opening rows (opening-rows.tsx), drawn by its own components. */
import { ABOVE_ROWS_PX } from '#src/components/tokens';
import { browserTimeZone } from '#src/domain/recurrence';
import type { ScheduleListResponse } from '#src/domain/schemas';
import { checkText } from '#src/lib/http/response-check';
import { openingPage, SCHEDULE_LIST_URL } from '#src/features/schedules/list-view';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { ScheduleTable } from '#src/features/schedules/components/schedule-list/schedule-table';
import { NO_SELECTION } from '#src/lib/selection/row-selection';
import { noop, staticHtml, type OpeningRowsReply, type OpeningRowsRequest } from './opening-rows';

/** The list's table as its page's first render draws it, from the lg breakpoint up. */
export async function listOpeningRows(request: OpeningRowsRequest): Promise<OpeningRowsReply> {
  const { page, body, search, serviceTimeZone, now } = request;
  const aboveRowsPx = ABOVE_ROWS_PX.schedulesFromLg;
  if (page.name !== 'list') return { html: null, checked: false, aboveRowsPx };
  const { checked, protoKey } = checkText('scheduleList', new TextDecoder().decode(body));
  if (!checked.success) return { html: null, checked: false, aboveRowsPx };
  const html = await tableHtml(checked.data, { siteId: page.siteId, search, serviceTimeZone, now });
  return { html, checked: !protoKey, aboveRowsPx };
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
