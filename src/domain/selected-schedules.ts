/** A selection made on the schedule list, taken against the site's schedules as they are now. */

export interface SelectionOnSite<T> {
  /** The selected schedules still listed, in the list's order. */
  schedules: T[];
  /** The selected uuids no longer listed (deleted since), each once, in the selection's order. */
  gone: string[];
}

/**
 * Limits `schedules` to the uuids selected (compared without case, as the service's ids are);
 * `limitToSelection(list, [a.uuid, deleted])` is `{ schedules: [a], gone: [deleted] }`.
 */
export function limitToSelection<T extends { uuid: string }>(
  schedules: readonly T[],
  uuids: readonly string[],
): SelectionOnSite<T> {
  const wanted = new Set(uuids.map((uuid) => uuid.toLowerCase()));
  const listed = new Set(schedules.map((schedule) => schedule.uuid.toLowerCase()));
  const gone = new Map<string, string>();
  for (const uuid of uuids) {
    const key = uuid.toLowerCase();
    if (!listed.has(key) && !gone.has(key)) gone.set(key, uuid);
  }
  return {
    schedules: schedules.filter((schedule) => wanted.has(schedule.uuid.toLowerCase())),
    gone: [...gone.values()],
  };
}
