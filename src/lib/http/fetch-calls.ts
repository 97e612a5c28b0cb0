/** The worker's side of off-page-fetch.ts: each call fetched here, its body sent on in pieces. */
import type { FetchCall, FetchWorkerReply, FetchWorkerRequest } from './off-page-fetch';

type Reply = (message: FetchWorkerReply, transfer?: Transferable[]) => void;

/** A piece's own buffer, to transfer: a view into a larger one is copied first. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : bytes.slice();
}

/** The handler of the page's messages: fetches with `send`, answers through `reply`. */
export function answerFetchCalls(
  reply: Reply,
  send: typeof fetch = (input, init) => fetch(input, init),
) {
  const running = new Map<number, AbortController>();

  async function run({ id, url, method, headers, body, credentials }: FetchCall) {
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const response = await send(url, {
        method,
        headers,
        body: body ?? null,
        signal: controller.signal,
        ...(credentials ? { credentials } : {}),
      });
      const { status, statusText } = response;
      reply({ type: 'head', id, status, statusText, headers: [...response.headers] });
      if (response.body) {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const bytes = ownBuffer(value);
          reply({ type: 'piece', id, bytes }, [bytes.buffer]);
        }
      }
      reply({ type: 'end', id });
    } catch (error) {
      // A cancelled call's page has stopped listening.
      if (!controller.signal.aborted) {
        reply({
          type: 'fail',
          id,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    } finally {
      running.delete(id);
    }
  }

  return (request: FetchWorkerRequest): void => {
    if (request.type === 'cancel') running.get(request.id)?.abort();
    else void run(request);
  };
}
