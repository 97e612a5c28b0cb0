import { duplicateSchedulePath, editSchedulePath } from '#src/features/schedules/schedule-paths';
import { ROUTE_ATTRIBUTE } from './schedule-display';

interface ScheduleActionsProps {
  siteId: string;
  uuid: string;
  /** The schedule's title, naming the links ("Edit Weekly traffic"). */
  title: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
}

/**
 * A schedule's Edit and Duplicate links, named after it. Plain links (100 router links per page
 * cost as much as the rows); useRouteClicks handles their clicks as a router link does.
 */
export function ScheduleActions({ siteId, uuid, title, hrefOf }: ScheduleActionsProps) {
  const editPath = editSchedulePath(siteId, uuid);
  const duplicatePath = duplicateSchedulePath(siteId, uuid);
  return (
    <div className="schedule-actions">
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
  );
}
