/**
 * A page's opening rows as HTML, by the page's own components, in a worker (see early-rows.ts):
 * what the worker is asked and answers, and how it answers. Each page has a worker of its own
 * (list-rows-worker.ts, sites-rows-worker.ts), so that each starts with its page's code alone.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** The page whose first rows start-up draws: a site's schedule list, or the Sites page. */
export type OpeningPage = { name: 'list'; siteId: string } | { name: 'sites' };

/** What only the window knows of the Sites page's first render. */
interface SitesWindow {
  /** How many rows the page draws first depends on it (sitesRowsThatFit). */
  windowHeight: number;
  /** Whether the Tags column shows (site-table.tsx's SITE_TAGS_MEDIA). */
  withTags: boolean;
  /** Whether the page shows "Recently opened" above its rows (recent-sites.ts). */
  recentSites: boolean;
}

export interface OpeningRowsRequest {
  /** The first read's body, as the service sent it (handed over). */
  body: ArrayBuffer;
  page: { name: 'list'; siteId: string } | ({ name: 'sites' } & SitesWindow);
  /** The page's query string: the list's search, filters, sort and page. */
  search: string;
  /** config.json's: the service's zone. The user's is the browser's, as the page reads it. */
  serviceTimeZone: string;
  /** The clock's time (ms), as the page's rows read it. */
  now: number;
}

export interface OpeningRowsReply {
  /** The table, or null where React would show no rows (an invalid body, nothing matching). */
  html: string | null;
  /** The body passed the list's schema by the app's own check (`checkText`): no second check. */
  checked: boolean;
  /** How far below the frame's top the page draws the table: the rows go there. */
  aboveRowsPx: number;
}

export const noop = () => {};

/** React's static renderer: its string renderer is a second build of the server renderer. */
export async function staticHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** Answers the page's requests in this worker with `render`; no rows where it fails. */
export function serveOpeningRows(
  render: (request: OpeningRowsRequest) => Promise<OpeningRowsReply>,
) {
  // The worker's global scope (the app's TypeScript lib is the DOM's, not the WebWorker one).
  const scope = self as unknown as {
    postMessage(message: OpeningRowsReply): void;
    onmessage: ((event: MessageEvent<OpeningRowsRequest>) => void) | null;
  };
  scope.onmessage = (event) => {
    render(event.data).then(
      (reply) => scope.postMessage(reply),
      // Drawn and checked by the app, as without this worker.
      () => scope.postMessage({ html: null, checked: false, aboveRowsPx: 0 }),
    );
  };
}
