/**
 * The zone the service keeps its calendar in when `serviceTimeZone` is not configured
 * (docs/decisions/007). Its own module, free of imports, so that the start-up config parser can
 * use it without pulling the date code into the first page's chunk.
 */
export const DEFAULT_SERVICE_TIME_ZONE = 'UTC';

/**
 * Whether `value` names a zone `Intl` knows, e.g. 'Europe/Berlin'. For configuration (config.json,
 * SERVICE_TIME_ZONE), checked once at start-up; the date code has its own cached check.
 */
export function isTimeZoneName(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
