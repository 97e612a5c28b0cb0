import { memo } from 'react';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { RecipientsSummary } from './recipients-summary';
import { ScheduleActions } from './schedule-actions';
import { scheduleDisplay, scheduleElementId } from './schedule-display';
import { TemplateSummary } from './template-summary';

export interface ScheduleItemProps {
  schedule: Schedule;
  siteId: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
  zones: CalendarZones;
  now: Date;
  templateName: string | undefined;
  /** The schedule just saved: marked "Just saved". */
  highlighted: boolean;
  /** False for an account that may only read: no Edit, Duplicate or Delete (its .ics stays). */
  canWrite: boolean;
}

interface ScheduleRowProps extends ScheduleItemProps {
  /** Whether the table has its Template column (screens narrower than lg have not). */
  showTemplate: boolean;
}

/**
 * One schedule as a table row: title (the row's header), cadence, next run, recipients,
 * template, and Edit and Duplicate. One line high, so a laptop's screen holds some 15 rows: a
 * text too long for its column ends in "…", and its cell keeps the whole text, which screen
 * readers read and a tooltip (`title`) shows. Plain elements styled by schedule-table-styles.ts through
 * `ScheduleListStyles` (list-styles.tsx), which must be rendered above the list: a page of up
 * to 100 rows is rendered on every search and page change, and MUI components cost too much per
 * row. Memoised, so unchanged rows cost nothing when the page around them re-renders.
 */
export const ScheduleRow = memo(function ScheduleRow({
  schedule,
  siteId,
  hrefOf,
  zones,
  now,
  templateName,
  highlighted,
  canWrite,
  showTemplate,
}: ScheduleRowProps) {
  const words = scheduleDisplay(schedule, zones, now);
  return (
    <tr
      id={scheduleElementId(schedule.uuid)}
      // Focusable from script only, so the page can bring the schedule just saved into focus.
      tabIndex={-1}
      className={highlighted ? 'schedule-row schedule-row--highlighted' : 'schedule-row'}
    >
      <th scope="row" className="schedule-row__title schedule-row__text" title={words.title}>
        {highlighted ? (
          <>
            <span className="schedule-list__saved">Just saved</span>{' '}
          </>
        ) : null}
        {words.title}
      </th>
      {/* Brief, so it is read whole in one line; the sentence for hover and screen readers. */}
      <td className="schedule-row__text" data-column="cadence" title={words.cadence}>
        <span aria-hidden="true">{words.cadenceBrief}</span>
        <span className="schedule-list__hidden">{words.cadence}</span>
      </td>
      {/* Without the zone: the note above the table names it. */}
      <td className="schedule-row__text">
        <time dateTime={words.nextRunIso} title={words.nextRunInFull}>
          {words.nextRun}
        </time>
      </td>
      <td>
        <RecipientsSummary recipients={schedule.recipients} />
      </td>
      {showTemplate ? (
        <td>
          <TemplateSummary
            branding={schedule.branding}
            templateName={templateName}
            logoUrl={words.logoUrl}
          />
        </td>
      ) : null}
      <td className="schedule-row__actions">
        <ScheduleActions
          siteId={siteId}
          uuid={schedule.uuid}
          title={words.title}
          hrefOf={hrefOf}
          canWrite={canWrite}
        />
      </td>
    </tr>
  );
});
