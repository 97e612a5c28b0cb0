import { memo } from 'react';
import { recipientCount } from './recipients-summary';
import { ScheduleActions } from './schedule-actions';
import { scheduleDisplay, scheduleElementId } from './schedule-display';
import type { ScheduleItemProps } from './schedule-row';
import { templateLabel } from './template-summary';

/**
 * One schedule as a compact card, for phones: four lines of about 100 px in all, so a phone
 * shows four cards at once. Title; cadence; next run and recipients; template beside Edit and
 * Duplicate. A line too long for the card ends in "…": the element keeps the whole text for
 * screen readers, and its `title` shows it. Plain elements styled by schedule-card-styles.ts
 * through `ScheduleListStyles` (list-styles.tsx), as the table's rows are, and memoised like
 * them.
 */
export const ScheduleCard = memo(function ScheduleCard({
  schedule,
  siteId,
  hrefOf,
  zones,
  now,
  templateName,
  highlighted,
  canWrite,
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
      className={highlighted ? 'schedule-card schedule-card--highlighted' : 'schedule-card'}
    >
      {highlighted ? <span className="schedule-list__saved">Just saved</span> : null}
      <h2 id={titleId} className="schedule-card__title" title={words.title}>
        {words.title}
      </h2>
      <p className="schedule-card__line" title={words.cadence}>
        {words.cadence}
      </p>
      <p className="schedule-card__line">
        <span className="schedule-list__hidden">Next run: </span>
        <time dateTime={words.nextRunIso} title={words.nextRunInFull}>
          {words.nextRun}
        </time>
        <span className="schedule-list__secondary">
          {' · '}
          {recipientCount(schedule.recipients.length)}
        </span>
      </p>
      <div className="schedule-card__foot">
        <p className="schedule-card__line schedule-list__secondary" title={template}>
          <span className="schedule-list__hidden">Template: </span>
          {template}
        </p>
        <ScheduleActions
          siteId={siteId}
          uuid={schedule.uuid}
          title={words.title}
          hrefOf={hrefOf}
          canWrite={canWrite}
        />
      </div>
    </article>
  );
});
