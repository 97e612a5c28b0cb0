/**
 * The app's one API client is the transport: `request` and the base URL. Endpoints are functions
 * of it, one file per resource: the site_reports resources every feature shares in
 * `src/lib/site-reports`, a feature's own in its `api` folder.
 */
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { createTransport, type Transport } from '#src/lib/http/transport';

export { isApiError } from '#src/lib/http/api-error';

export type ApiClient = Transport;

export const createApiClient = createTransport;

/** What a read takes from its caller. */
export interface ReadOptions {
  /** The caller's cancellation (React Query's): the call then rejects with its reason. */
  signal?: AbortSignal | undefined;
  /** Called with 0 bytes when the headers arrive (a new download), then after every piece. */
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}
