/** Renders a page's opening rows (opening-rows.tsx) off the main thread, while the page evaluates the app. */
import { openingRows, type OpeningRowsReply, type OpeningRowsRequest } from './opening-rows';

/** The worker's global scope (the app's TypeScript lib is the DOM's, not the WebWorker one). */
const scope = self as unknown as {
  postMessage(message: OpeningRowsReply): void;
  onmessage: ((event: MessageEvent<OpeningRowsRequest>) => void) | null;
};

scope.onmessage = (event) => {
  openingRows(event.data).then(
    (reply) => scope.postMessage(reply),
    // Drawn and checked by the app, as without this worker.
    () => scope.postMessage({ html: null, checked: false, aboveRowsPx: 0 }),
  );
};
