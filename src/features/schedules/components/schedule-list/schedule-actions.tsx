import { use } from 'react';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import { duplicateSchedulePath, editSchedulePath } from '#src/features/schedules/schedule-paths';
import { ROUTE_ATTRIBUTE } from '#src/lib/use-route-clicks';

/** A calendar page: its rings, and the grid under its header. */
const CALENDAR_ICON =
  'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z';

interface ScheduleActionsProps {
  siteId: string;
  uuid: string;
  /** The schedule's title, naming the links ("Edit Weekly traffic"). */
  title: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
}

/**
 * A schedule's Edit and Duplicate links, named after it, and where the page offers it a button
 * that downloads it as a calendar file (an icon, to keep a table row one line). Plain links (100
 * router links per page cost as much as the rows); useRouteClicks handles their clicks as a
 * router link does.
 */
export function ScheduleActions({ siteId, uuid, title, hrefOf }: ScheduleActionsProps) {
  const editPath = editSchedulePath(siteId, uuid);
  const duplicatePath = duplicateSchedulePath(siteId, uuid);
  const addToCalendar = use(AddToCalendarContext);
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
      {addToCalendar ? (
        <button
          type="button"
          className="schedule-button"
          aria-label={`Add ${title} to calendar (.ics)`}
          title="Add to calendar (.ics)"
          onClick={() => addToCalendar(uuid)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="18" height="18">
            <path d={CALENDAR_ICON} fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
