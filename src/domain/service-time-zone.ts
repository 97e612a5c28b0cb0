/**
 * The zone the service keeps its calendar in when `serviceTimeZone` is not configured
 * (docs/decisions/007). Its own module, free of imports, so that the start-up config parser can
 * use it without pulling the date code into the first page's chunk.
 */
export const DEFAULT_SERVICE_TIME_ZONE = 'UTC';
