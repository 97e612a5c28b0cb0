import { memo } from 'react';
import { RecentRuns } from '#src/components/run-marks/recent-runs';
import type { RunState } from '#src/domain/run-states';
import { wallClockAt } from '#src/domain/wall-clock';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { RecipientSummary } from '#src/components/data-table/recipient-summary';
import { RowCheckbox } from '#src/components/data-table/select-checkbox';
import { ScheduleActions } from './schedule-actions';
import { scheduleDisplay, scheduleElementId } from './schedule-display';
import { templateLabel, TemplateSummary } from './template-summary';

/** "Not sent", in full on hover; "likely", as a report names no schedule and is matched by title. */
export function NotSentBadge() {
  return (
    <span className="data-badge data-badge--alert" title="Its last run likely produced no report">
      Not sent
    </span>
  );
}

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
  /** Its last due run likely produced no report: marked "Not sent". */
  notSent: boolean;
  /** False for an account that may only read: no Edit, Duplicate or Delete (its .ics stays). */
  canWrite: boolean;
  /** Its runs with their states, oldest first, for its strip; undefined until the reports are read. */
  runStates: readonly RunState[] | undefined;
  /** Whether the schedule is in the list's selection. */
  selected: boolean;
  /** Stable: selects or unselects a schedule by uuid. */
  onSelect: (uuid: string, selected: boolean) => void;
}

/** A row's or card's classes: `base`, then its states. */
export function itemClassName(base: string, highlighted: boolean, selected: boolean): string {
  return [base, highlighted ? `${base}--highlighted` : '', selected ? `${base}--selected` : '']
    .filter(Boolean)
    .join(' ');
}

interface ScheduleRowProps extends ScheduleItemProps {
  /** Whether the table has its Template column (narrower screens have not). */
  showTemplate: boolean;
  /** Whether the table has its Recent runs column (not where the reports cannot be read). */
  showRecentRuns: boolean;
}

/** A schedule's last runs as marks, in the user's zone; nothing until its runs are known. */
export function ScheduleRecentRuns({
  runStates,
  zones,
  now,
}: Pick<ScheduleItemProps, 'runStates' | 'zones' | 'now'>) {
  if (!runStates) return null;
  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  return <RecentRuns states={runStates} timeZone={zones.user} currentYear={currentYear} />;
}

/** One schedule as a one-line table row; plain elements (MUI costs too much per row), memoised. */
export const ScheduleRow = memo(function ScheduleRow({
  schedule,
  zones,
  now,
  templateName,
  highlighted,
  notSent,
  showTemplate,
  showRecentRuns,
  runStates,
  selected,
  onSelect,
  ...actions
}: ScheduleRowProps) {
  const words = scheduleDisplay(schedule, zones, now);
  return (
    <tr
      id={scheduleElementId(schedule.uuid)}
      // Focusable from script only, so the page can bring the schedule just saved into focus.
      tabIndex={-1}
      className={itemClassName('data-row', highlighted, selected)}
    >
      <td className="data-select">
        <RowCheckbox id={schedule.uuid} name={words.title} checked={selected} onChange={onSelect} />
      </td>
      <th scope="row" className="data-expand">
        <span
          className="data-expand__text"
          // Where the Template column has stepped aside: shown under the whole title (the styles).
          data-template={showTemplate ? undefined : templateLabel(schedule.branding, templateName)}
        >
          {highlighted ? (
            <>
              <span className="data-badge">Just saved</span>{' '}
            </>
          ) : null}
          {notSent ? (
            <>
              <NotSentBadge />{' '}
            </>
          ) : null}
          {words.title}
        </span>
      </th>
      {/* Brief, so it is read whole in one line; the sentence for hover and screen readers. */}
      <td className="data-nowrap" data-column="cadence" title={words.cadence}>
        <span aria-hidden="true">{words.cadenceBrief}</span>
        <span className="data-hidden">{words.cadence}</span>
      </td>
      {/* Without the zone: the note above the table names it. */}
      <td className="data-nowrap">
        <time dateTime={words.nextRunIso} title={words.nextRunInFull}>
          {words.nextRun}
        </time>
      </td>
      {showRecentRuns ? (
        <td>
          <ScheduleRecentRuns runStates={runStates} zones={zones} now={now} />
        </td>
      ) : null}
      <td>
        {/* The table's rows are keyed by place: "+2 more" opened is this schedule's. */}
        <RecipientSummary item={schedule.uuid} recipients={schedule.recipients} />
      </td>
      {showTemplate ? (
        <td>
          <TemplateSummary branding={schedule.branding} templateName={templateName} />
        </td>
      ) : null}
      <td className="schedule-row__actions">
        <ScheduleActions {...actions} uuid={schedule.uuid} title={words.title} />
      </td>
    </tr>
  );
});
