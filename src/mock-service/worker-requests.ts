/**
 * The worker's side of a forwarded request: msw's handlers answer it as the mock API server
 * does (`getResponse`), sent back as plain data with its body transferred.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { RequestMessage, ResponseMessage } from './demo-protocol';
import { internalError, notFound } from './responses';

/** So that tests can hand in a fake one. */
interface ReplyPort {
  postMessage(message: ResponseMessage, transfer: Transferable[]): void;
}

export interface RequestPort {
  onmessage: ((event: MessageEvent<RequestMessage>) => void) | null;
}

/** The answer of `handlers` to `message`, as plain data. */
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

/** Answers each request on its own reply port; requests wait while the handlers still load. */

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
