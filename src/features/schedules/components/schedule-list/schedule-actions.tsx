import { use } from 'react';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import {
  copySchedulePath,
  duplicateSchedulePath,
  editSchedulePath,
} from '#src/features/schedules/schedule-paths';
import { ROUTE_ATTRIBUTE } from '#src/lib/use-route-clicks';

/** A calendar page: its rings, and the grid under its header. */
const CALENDAR_ICON =
  'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z';
/** Two sheets (MUI's ContentCopy). */
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
/** A bin (MUI's DeleteOutline). */
const DELETE_ICON =
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="18" height="18">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

interface ScheduleActionsProps {
  siteId: string;
  uuid: string;
  /** The schedule's title, naming the links ("Edit Weekly traffic"). */
  title: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
  /** False for an account that may only read: its calendar file, and nothing that writes. */
  canWrite: boolean;
}

/**
 * A schedule's Edit and Duplicate links, named after it, and where the page offers them, buttons
 * that download it as a calendar file and delete it (icons, to keep a table row one line). Plain links (100
 * router links per page cost as much as the rows); useRouteClicks handles their clicks as a
 * router link does.
 */
export function ScheduleActions({ siteId, uuid, title, hrefOf, canWrite }: ScheduleActionsProps) {
  const editPath = editSchedulePath(siteId, uuid);
  const duplicatePath = duplicateSchedulePath(siteId, uuid);
  const copyPath = copySchedulePath(siteId, uuid);
  const addToCalendar = use(AddToCalendarContext);
  const askToDelete = use(DeleteScheduleContext);
  return (
    <div className="schedule-actions">
      {canWrite ? (
        <>
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
          <a
            href={hrefOf(copyPath)}
            {...{ [ROUTE_ATTRIBUTE]: copyPath }}
            className="schedule-button schedule-button--icon"
            aria-label={`Copy ${title} to other sites`}
            data-tooltip="Copy to other sites"
          >
            <Icon path={COPY_ICON} />
          </a>
        </>
      ) : null}
      {addToCalendar ? (
        <button
          type="button"
          className="schedule-button schedule-button--icon"
          aria-label={`Add ${title} to calendar (.ics)`}
          data-tooltip="Add to calendar (.ics)"
          onClick={() => addToCalendar(uuid)}
        >
          <Icon path={CALENDAR_ICON} />
        </button>
      ) : null}
      {canWrite && askToDelete ? (
        <button
          type="button"
          className="schedule-button schedule-button--icon schedule-button--danger"
          aria-label={`Delete ${title}`}
          data-tooltip="Delete"
          onClick={() => askToDelete(uuid)}
        >
          <Icon path={DELETE_ICON} />
        </button>
      ) : null}
    </div>
  );
}
