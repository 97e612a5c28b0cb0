/** Zone names, free of imports so that start-up code does not pull in the date code. */

/** The service's zone when `serviceTimeZone` is not configured (docs/decisions/007). */
export const DEFAULT_SERVICE_TIME_ZONE = 'UTC';

/** Whether `value` names a zone `Intl` knows: the configuration's check, once at start-up. */
export function isTimeZoneName(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Renamed zones, from ICU's old spelling ('Asia/Calcutta') to the one users know; short for the
// edit page's chunk.
const RENAMED_PLACES = new Map([
  ['Asmera', 'Asmara'],
  ['Calcutta', 'Kolkata'],
  ['Faeroe', 'Faroe'],
  ['Godthab', 'Nuuk'],
  ['Katmandu', 'Kathmandu'],
  ['Kiev', 'Kyiv'],
  ['Rangoon', 'Yangon'],
  ['Saigon', 'Ho_Chi_Minh'],
]);

/** A zone by its current IANA name: 'Asia/Calcutta' is written 'Asia/Kolkata'. */
export function currentZoneName(zone: string): string {
  const slash = zone.lastIndexOf('/');
  const renamed = RENAMED_PLACES.get(zone.slice(slash + 1));
  return renamed && slash > 0 ? zone.slice(0, slash + 1) + renamed : zone;
}
