import { scheduleElementId } from '#src/features/schedules/components/schedule-list/schedule-display';

/** The row or card to focus after `uuid`'s is deleted (next, else previous); read before the delete. */
export function neighbourScheduleId(uuid: string): string | null {
  const item = document.getElementById(scheduleElementId(uuid));
  // A row is its own item; a card sits in a list item.
  const container = item?.closest('tr, li');
  const neighbour = container?.nextElementSibling ?? container?.previousElementSibling;
  if (!neighbour) return null;
  const target = neighbour.matches('[id^="schedule-"]')
    ? neighbour
    : neighbour.querySelector('[id^="schedule-"]');
  return target?.id ?? null;
}

/** Focus on that row, or when there is none left, on the page's heading. */
export function focusAfterDelete(neighbourId: string | null): void {
  const target =
    (neighbourId ? document.getElementById(neighbourId) : null) ??
    document.querySelector<HTMLElement>('h1');
  target?.focus();
}
