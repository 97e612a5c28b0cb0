/**
 * The roots of the shared query keys, apart from the endpoints: the app's frame invalidates by
 * them without loading the schemas into its chunk.
 */
export const SCHEDULES_KEY = ['schedules'] as const;
export const REPORTS_KEY = ['reports'] as const;
