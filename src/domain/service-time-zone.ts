/**
 * Zone names: the service's default zone, the check of a configured zone, and the current name
 * of a renamed one. Its own module, free of imports, so that the start-up config parser can use
 * it without pulling the date code into the first page's chunk.
 */

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

/**
 * Places IANA has renamed, by the old spelling ICU still gives as canonical (a browser in India
 * reports 'Asia/Calcutta'), to the one their users know. Only what the page writes changes. Left
 * out to keep the edit page's chunk small: the Pacific's atolls, and links that are not wrong.
 */
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
