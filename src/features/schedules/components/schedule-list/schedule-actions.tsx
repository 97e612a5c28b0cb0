import { use } from 'react';
import { RowMenu } from '#src/components/data-table/row-menu';
import { DeleteScheduleContext } from '#src/features/schedules/components/delete-schedule/delete-schedule-context';
import { AddToCalendarContext } from '#src/features/schedules/components/schedule-export/add-to-calendar-context';
import {
  copySchedulePath,
  duplicateSchedulePath,
  editSchedulePath,
} from '#src/features/schedules/schedule-paths';
import { ROUTE_ATTRIBUTE } from '#src/lib/url-state/use-route-clicks';

/** A calendar page: its rings, and the grid under its header. */
const CALENDAR_ICON =
  'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z';

interface ScheduleActionsProps {
  siteId: string;
  uuid: string;
  /** The schedule's title, naming the actions ("Edit Weekly traffic"). */
  title: string;
  /** The href of an app path, as a router link would write it (the router's basename added). */
  hrefOf: (path: string) => string;
  /** False for an account that may only read: its calendar file, and nothing that writes. */
  canWrite: boolean;
}

/** A link in the app drawn as a small button, its click handled by useRouteClicks. */
function ActionLink({
  path,
  hrefOf,
  label,
  className = 'data-button',
  children,
}: {
  path: string;
  hrefOf: (path: string) => string;
  label: string;
  className?: string;
  children: string;
}) {
  return (
    <a
      href={hrefOf(path)}
      {...{ [ROUTE_ATTRIBUTE]: path }}
      className={className}
      aria-label={label}
    >
      {children}
    </a>
  );
}

/** Edit, and the rest behind "More actions"; plain links, as router links cost as much as the rows. */
export function ScheduleActions({ siteId, uuid, title, hrefOf, canWrite }: ScheduleActionsProps) {
  const addToCalendar = use(AddToCalendarContext);
  const askToDelete = use(DeleteScheduleContext);
  const calendarLabel = `Add ${title} to calendar (.ics)`;
  if (!canWrite) {
    return addToCalendar ? (
      <div className="data-actions">
        <button
          type="button"
          className="data-button data-button--icon"
          aria-label={calendarLabel}
          data-tooltip="Add to calendar (.ics)"
          onClick={() => addToCalendar(uuid)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={CALENDAR_ICON} />
          </svg>
        </button>
      </div>
    ) : null;
  }
  return (
    <div className="data-actions">
      <ActionLink
        path={editSchedulePath(siteId, uuid)}
        hrefOf={hrefOf}
        label={`Edit ${title}`}
        className="data-button data-button--outlined"
      >
        Edit
      </ActionLink>
      {/* The rows are keyed by place: an open menu is this schedule's. */}
      <RowMenu item={uuid} label={`More actions for ${title}`}>
        <li>
          <ActionLink
            path={duplicateSchedulePath(siteId, uuid)}
            hrefOf={hrefOf}
            label={`Duplicate ${title}`}
          >
            Duplicate
          </ActionLink>
        </li>
        <li>
          <ActionLink
            path={copySchedulePath(siteId, uuid)}
            hrefOf={hrefOf}
            label={`Copy ${title} to other sites`}
          >
            Copy to other sites
          </ActionLink>
        </li>
        {addToCalendar ? (
          <li>
            <button
              type="button"
              className="data-button"
              aria-label={calendarLabel}
              onClick={() => addToCalendar(uuid)}
            >
              Add to calendar (.ics)
            </button>
          </li>
        ) : null}
        {askToDelete ? (
          <li>
            <button
              type="button"
              className="data-button data-button--danger"
              aria-label={`Delete ${title}`}
              onClick={() => askToDelete(uuid)}
            >
              Delete
            </button>
          </li>
        ) : null}
      </RowMenu>
    </div>
  );
}
