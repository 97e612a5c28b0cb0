/** A page the benchmark needs is not there (yet): reported, not fatal. */
export class PageUnavailable extends Error {
  override readonly name = 'PageUnavailable';
}

/** The first line of an error, short enough for a table cell. */
export const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
