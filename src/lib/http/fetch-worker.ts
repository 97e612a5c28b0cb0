/** Fetches the large lists for the page (off-page-fetch.ts), so their bodies arrive off its thread. */
import { answerFetchCalls } from './fetch-calls';
import type { FetchWorkerReply, FetchWorkerRequest } from './off-page-fetch';

/** The worker's global scope (the app's TypeScript lib is the DOM's, not the WebWorker one). */
const scope = self as unknown as {
  postMessage(message: FetchWorkerReply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FetchWorkerRequest>) => void) | null;
};

const answer = answerFetchCalls((message, transfer) => scope.postMessage(message, transfer));
scope.onmessage = (event) => answer(event.data);
