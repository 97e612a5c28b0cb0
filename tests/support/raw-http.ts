/**
 * HTTP at the byte level for the server tests: requests whose path is sent exactly as written
 * (fetch and `new URL` would normalise `/./`, `/../` and `\`, hiding what the server receives),
 * no automatic decompression, and an upstream that records what reached it.
 */
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequestInit {
  method?: string;
  headers?: OutgoingHttpHeaders;
  /** Sent with a Content-Length. */
  body?: string | Buffer;
  /** Sent one by one with chunked transfer encoding (no Content-Length). */
  chunks?: Buffer[];
}

/** Sends `path` verbatim to the server at `baseUrl` and reads the whole answer. */
export function rawRequest(
  baseUrl: string,
  path: string,
  init: RawRequestInit = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    // A server that answers before reading the whole body (413) may close while we still write.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const chunk of init.chunks ?? []) req.write(chunk);
    req.end(init.body);
  });
}

interface RecordedRequest {
  method: string | undefined;
  /** The request target exactly as received. */
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** False when the request was cut off before its body ended. */
  complete: boolean;
}

export type UpstreamHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  recorded: RecordedRequest,
) => void;

export interface RecordingUpstream {
  url: string;
  received: RecordedRequest[];
  close(): Promise<void>;
}

const answerOk: UpstreamHandler = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end('{"ok":true}');
};

/** A node:http server on a free port standing in for the API; records every request it gets. */
export async function startRecordingUpstream(
  handler: UpstreamHandler = answerOk,
): Promise<RecordingUpstream> {
  const received: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const recorded: RecordedRequest = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.alloc(0),
      complete: false,
    };
    received.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks);
      recorded.complete = true;
      handler(req, res, recorded);
    });
    req.on('error', () => {
      recorded.body = Buffer.concat(chunks);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on. */
export async function unusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
