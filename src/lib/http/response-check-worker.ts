/** Checks large success bodies for the page (off-thread-check.ts), off its main thread. */
import { answer, type CheckReply, type CheckRequest } from './response-check';

/** The worker's global scope (the app's TypeScript lib is the DOM's, not the WebWorker one). */
const scope = self as unknown as {
  postMessage(message: CheckReply): void;
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
};

scope.onmessage = (event) => {
  const reply = answer(event.data);
  try {
    scope.postMessage(reply);
  } catch {
    // Issues that cannot be copied (none a JSON body gives today): the summary still can.
    if (!reply.ok) scope.postMessage({ ...reply, issues: [] });
  }
};
