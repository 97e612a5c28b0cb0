import { memo, type ReactNode } from 'react';
import { formatRelativeRun, formatRunDateTime } from '#src/domain/format';
import { nextRunAtOrAfter, ruleOf } from '#src/domain/recurrence';
import { describeRule, type CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { RecipientsSummary } from './recipients-summary';
import { duplicateSchedulePath, editSchedulePath } from '#src/features/schedules/schedule-paths';
import { TemplateSummary } from './template-summary';

/** The DOM id of a schedule's card, for scrolling the one just saved into view. */
export function scheduleCardId(uuid: string): string {
  return `schedule-${uuid}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Marks the card's links to the app's pages; useRouteClicks routes their clicks. */
export const ROUTE_ATTRIBUTE = 'data-route';

interface ScheduleCardProps {
  schedule: Schedule;
  siteId: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
  zones: CalendarZones;
  now: Date;
  templateName: string | undefined;
  /** The schedule just saved: outlined and labelled "Just saved". */
  highlighted: boolean;
}

/**
 * One schedule as a card: title, cadence, next run, recipients, template and sections, with
 * Edit and Duplicate links named after it. Plain elements styled by schedule-card-styles.ts,
 * through `ScheduleListStyles` (list-styles.tsx), which must be rendered above the list: a page
 * of cards is rendered on every search and page change, and MUI components cost too much per
 * card. Memoised, so a page of
 * unchanged cards costs nothing when the page around it re-renders.
 */
export const ScheduleCard = memo(function ScheduleCard({
  schedule,
  siteId,
  hrefOf,
  zones,
  now,
  templateName,
  highlighted,
}: ScheduleCardProps) {
  const cardId = scheduleCardId(schedule.uuid);
  const titleId = `${cardId}-title`;
  const title = schedule.title.trim() || 'Untitled schedule';
  const editPath = editSchedulePath(siteId, schedule.uuid);
  const duplicatePath = duplicateSchedulePath(siteId, schedule.uuid);
  const rule = ruleOf(schedule);
  // The service lists the next run; should it list one already passed, the card shows the run
  // the service makes next rather than a date in the past.
  const nextRun = nextRunAtOrAfter(rule, zones.service, now);

  return (
    <article
      id={cardId}
      aria-labelledby={titleId}
      // Focusable from script only, so the page can bring the schedule just saved into focus.
      tabIndex={-1}
      className={highlighted ? 'schedule-card schedule-card--highlighted' : 'schedule-card'}
    >
      <div className="schedule-card__head">
        <div className="schedule-card__heading">
          {highlighted ? (
            <div className="schedule-card__chip schedule-card__chip--saved">
              <span>Just saved</span>
            </div>
          ) : null}
          <h2 id={titleId} className="schedule-card__title">
            {title}
          </h2>
          <p className="schedule-card__text">{describeRule(rule, zones, now)}</p>
        </div>
        <div className="schedule-card__actions">
          {/* Plain links (50 router links per page cost as much as the cards); useRouteClicks
              handles their clicks as a router link does. */}
          <a
            href={hrefOf(editPath)}
            {...{ [ROUTE_ATTRIBUTE]: editPath }}
            className="schedule-button schedule-button--outlined"
            aria-label={`Edit ${title}`}
          >
            Edit
          </a>
          <a
            href={hrefOf(duplicatePath)}
            {...{ [ROUTE_ATTRIBUTE]: duplicatePath }}
            className="schedule-button"
            aria-label={`Duplicate ${title}`}
          >
            Duplicate
          </a>
        </div>
      </div>
      <dl className="schedule-card__details">
        <Detail term="Next run">
          <p className="schedule-card__text">
            <time dateTime={nextRun.toISOString()}>{formatRunDateTime(nextRun, zones.user)}</time>{' '}
            <span className="schedule-card__secondary">
              ({formatRelativeRun(nextRun, now, zones.user)})
            </span>
          </p>
        </Detail>
        <Detail term="Recipients">
          <RecipientsSummary recipients={schedule.recipients} />
        </Detail>
        <Detail term="Template">
          <TemplateSummary branding={schedule.branding} templateName={templateName} />
        </Detail>
        <Detail term="Sections">
          {schedule.sections.length > 0 ? (
            // Chips in a plain box, not a nested list: each card is already a list item, and
            // screen readers need not announce a list inside every schedule.
            <div className="schedule-card__chips">
              {schedule.sections.map((section, index) => (
                <div key={`${section.name}-${index}`} className="schedule-card__chip">
                  <span>{section.name}</span>
                </div>
              ))}
            </div>
          ) : (
            <p className="schedule-card__text">No sections</p>
          )}
        </Detail>
      </dl>
    </article>
  );
});
