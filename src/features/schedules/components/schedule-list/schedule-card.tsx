import { memo } from 'react';
import { RowCheckbox } from '#src/components/data-table/select-checkbox';
import { ScheduleActions } from './schedule-actions';
import { scheduleDisplay, scheduleElementId } from './schedule-display';
import {
  itemClassName,
  NotSentBadge,
  ScheduleRecentRuns,
  type ScheduleItemProps,
} from './schedule-row';
import { templateLabel } from './template-summary';

/** '3 recipients', '1 recipient', 'No recipients': a phone card's count. */
function recipientCount(count: number): string {
  if (count === 0) return 'No recipients';
  return `${count} recipient${count === 1 ? '' : 's'}`;
}

/** One schedule as a compact memoised card for phones, styled like the rows by DataTableStyles. */
export const ScheduleCard = memo(function ScheduleCard({
  schedule,
  zones,
  now,
  templateName,
  highlighted,
  notSent,
  runStates,
  selected,
  onSelect,
  ...actions
}: ScheduleItemProps) {
  const cardId = scheduleElementId(schedule.uuid);
  const titleId = `${cardId}-title`;
  // With the zone: on phones the note naming it comes after the cards.
  const words = scheduleDisplay(schedule, zones, now, { withZone: true });
  const template = templateLabel(schedule.branding, templateName);

  return (
    <article
      id={cardId}
      aria-labelledby={titleId}
      // Focusable from script only, so the page can bring the schedule just saved into focus.
      tabIndex={-1}
      className={`${itemClassName('data-card', highlighted, selected)} data-card--selectable`}
    >
      {/* The whole corner takes the tap; the box is named after the schedule. */}
      <label className="data-card__select">
        <RowCheckbox id={schedule.uuid} name={words.title} checked={selected} onChange={onSelect} />
        <span className="data-hidden">Select</span>
      </label>
      {highlighted || notSent ? (
        <p className="data-card__badges">
          {highlighted ? <span className="data-badge">Just saved</span> : null}
          {notSent ? <NotSentBadge /> : null}
        </p>
      ) : null}
      <h2 id={titleId} className="data-card__title">
        {words.title}
      </h2>
      <p>{words.cadence}</p>
      <p>
        <span className="data-hidden">Next run: </span>
        <time dateTime={words.nextRunIso} title={words.nextRunInFull}>
          {words.nextRun}
        </time>
        <span className="data-muted">
          {' · '}
          {recipientCount(schedule.recipients.length)}
        </span>
      </p>
      <div className="data-card__foot">
        {/* Its runs, beside the template: the line is as tall with them as without. */}
        <ScheduleRecentRuns runStates={runStates} zones={zones} now={now} />
        <p className="data-clip data-muted schedule-card__template" title={template}>
          <span className="data-hidden">Template: </span>
          {template}
        </p>
        <ScheduleActions {...actions} uuid={schedule.uuid} title={words.title} />
      </div>
    </article>
  );
});
