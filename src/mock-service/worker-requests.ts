/**
 * The worker's side of a forwarded request: rebuild the fetch `Request`, let msw's handlers answer
 * it exactly as the mock API server does (`getResponse`), and send the answer back as plain data
 * with its body transferred. The service worker turns it into the page's `Response`.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { RequestMessage, ResponseMessage } from './demo-protocol';
import { internalError, notFound } from './responses';

/** The part of a MessagePort this needs, so that tests can hand in a fake one. */
interface ReplyPort {
  postMessage(message: ResponseMessage, transfer: Transferable[]): void;
}

export interface RequestPort {
  onmessage: ((event: MessageEvent<RequestMessage>) => void) | null;
}

/** The answer of `handlers` to `message`, as the service worker will give it to the page. */
export async function answerRequest(
  handlers: readonly HttpHandler[],
  message: RequestMessage,
): Promise<ResponseMessage> {
  const request = new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
  let response: Response;
  try {
    response = (await getResponse([...handlers], request)) ?? notFound();
  } catch (error) {
    // Guards throw the response they answer with; anything else is the mock's bug: a 500.
    if (error instanceof Response) response = error;
    else {
      console.error(error);
      response = internalError();
    }
  }
  if (response.type === 'error') return { type: 'network-error' };
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  // The app shows download progress from it; a constructed Response has none of its own.
  if (!headers.has('Content-Length')) headers.set('Content-Length', String(body.byteLength));
  return {
    type: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...headers],
    body,
  };
}

/**
 * Answers every request that arrives on `port`, each on the reply port sent with it. The handlers
 * may still be loading (the worker reads its saved data first): requests wait for them.
 */
export function serveRequests(
  port: RequestPort,
  handlers: () => Promise<readonly HttpHandler[]>,
): void {
  port.onmessage = (event) => {
    const [reply] = event.ports as readonly (ReplyPort | undefined)[];
    if (!reply) return;
    void handlers()
      .then((ready) => answerRequest(ready, event.data))
      .catch((error: unknown): ResponseMessage => {
        console.error(error);
        return { type: 'network-error' };
      })
      .then((answer) => reply.postMessage(answer, answer.type === 'response' ? [answer.body] : []));
  };
}
