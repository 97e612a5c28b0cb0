// The same-origin `/v1` proxy of every server, on node:http(s) to decide exactly what is sent on:
// the checked path (ambiguous: 400), allowed methods, the client's headers minus hop-by-hop,
// cookies, `Origin`, forwarding claims and proxy credentials, bodies up to the limit. Answers
// stream back without `Set-Cookie`, `no-store`. Logs failed calls, never headers or bodies.
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { urlToHttpOptions } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { PrecompressedEncoding } from './precompressed-files.js';
import { checkRequestTarget } from './request-target.js';
import {
  FORWARDED_METHODS,
  FORWARDING_HEADER_PREFIX,
  HEADERS_NOT_FORWARDED,
  MAX_API_REQUEST_BODY_BYTES,
  UpstreamTimeoutError,
  describeProxyError,
  pathForLog,
} from './server-env.js';
import { acceptedEncodings } from './static-files.js';

export interface ApiProxyOptions {
  /** normalizeUpstream()'s form of API_UPSTREAM; undefined = demo mode: `/v1` answers 404. */
  upstream: string | undefined;
  timeoutMs: number;
  logger: Pick<Console, 'warn'>;
  maxBodyBytes?: number;
}

/** What Connect (Vite) and Express both call. */
export type ConnectMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Connection-level headers (RFC 9110 §7.6.1): they describe one hop, never the next one. */
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  // Node has already answered a `100-continue` itself.
  'expect',
]);
const REQUEST_HEADERS_NOT_FORWARDED = new Set<string>(['host', ...HEADERS_NOT_FORWARDED]);
/** The API authenticates with Basic auth: a cookie it sets would live on the app's origin. */
const RESPONSE_HEADERS_NOT_RELAYED = new Set(['set-cookie']);
const ALLOWED_METHODS = new Set<string>(FORWARDED_METHODS);

class RequestBodyTooLargeError extends Error {
  override readonly name = 'RequestBodyTooLargeError';
}

export function createApiProxy(options: ApiProxyOptions): ConnectMiddleware {
  const upstream = options.upstream ? new URL(options.upstream) : undefined;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_API_REQUEST_BODY_BYTES;

  return (req, res, next) => {
    const target = checkRequestTarget(req.url);
    if (target.kind === 'rejected') {
      sendJson(res, 400, `Bad request: the path has ${target.reason}`);
    } else if (target.kind === 'other') {
      next();
    } else if (!ALLOWED_METHODS.has(req.method ?? '')) {
      sendJson(res, 405, 'Method not allowed', { Allow: FORWARDED_METHODS.join(', ') });
    } else if (!upstream) {
      // Demo mode: the msw worker in the page answers /v1 before the network does.
      sendJson(res, 404, 'Not found');
    } else if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      sendBodyTooLarge(res, maxBodyBytes);
    } else {
      forward(req, res, upstream, target.pathAndQuery, { ...options, maxBodyBytes });
    }
  };
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  pathAndQuery: string,
  options: ApiProxyOptions & { maxBodyBytes: number },
) {
  const transport = upstream.protocol === 'https:' ? https : http;
  const upstreamRequest = transport.request({
    ...urlToHttpOptions(upstream),
    // As checked, byte for byte: a URL object would re-encode parts of the query.
    path: `${upstream.pathname.replace(/\/$/, '')}${pathAndQuery}`,
    method: req.method,
    headers: forwardedRequestHeaders(req, upstream.host),
  });
  // One outcome per call: an aborted response also fails its request.
  let settled = false;
  let clientGone = false;

  const fail = (error: unknown) => {
    if (settled || clientGone) return;
    settled = true;
    upstreamRequest.destroy();
    if (error instanceof RequestBodyTooLargeError) {
      sendBodyTooLarge(res, options.maxBodyBytes);
      return;
    }
    const { status, message } = describeProxyError(error);
    const code = (error as { code?: string }).code ?? (error as Error).name;
    options.logger.warn(`[proxy] ${req.method} ${pathForLog(req.url)} -> ${status} (${code})`);
    // Mid-response the status is gone: cutting the connection is the only way to say it failed.
    if (res.headersSent) res.destroy();
    else sendJson(res, status, message);
  };

  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstreamRequest.destroy();
  });
  upstreamRequest.setTimeout(options.timeoutMs, () => {
    upstreamRequest.destroy(new UpstreamTimeoutError(options.timeoutMs));
  });
  upstreamRequest.on('error', fail);
  upstreamRequest.on('response', (upstreamResponse) => {
    if (settled) return;
    upstreamResponse.on('error', fail);
    upstreamResponse.on('end', () => {
      settled = true;
    });
    const encoding = compressionOnTheWay(req, upstreamResponse.headers);
    const headers = relayedResponseHeaders(upstreamResponse.headers);
    if (encoding) {
      delete headers['content-length'];
      headers['content-encoding'] = encoding;
      headers.vary = [headers.vary, 'Accept-Encoding'].flat().filter(Boolean).join(', ');
    }
    res.writeHead(upstreamResponse.statusCode ?? 502, headers);
    if (!encoding) {
      upstreamResponse.pipe(res);
      return;
    }
    const compressor = compressorFor(encoding);
    compressor.on('error', fail);
    upstreamResponse.pipe(compressor).pipe(res);
  });
  streamRequestBody(req, upstreamRequest, options.maxBodyBytes, fail);
}

/** Streams the body upstream; past the limit, aborts and drains it so the client reads the 413. */
function streamRequestBody(
  req: IncomingMessage,
  upstreamRequest: http.ClientRequest,
  maxBodyBytes: number,
  fail: (error: unknown) => void,
) {
  let receivedBytes = 0;
  const onData = (chunk: Buffer) => {
    receivedBytes += chunk.length;
    if (receivedBytes > maxBodyBytes) {
      req.off('data', onData).off('end', onEnd).resume();
      fail(new RequestBodyTooLargeError());
      return;
    }
    if (!upstreamRequest.write(chunk)) req.pause();
  };
  const onEnd = () => upstreamRequest.end();
  req.on('data', onData).on('end', onEnd);
  upstreamRequest.on('drain', () => req.resume());
}

/** The headers that may travel on: not hop-by-hop (or named by `Connection`), not `isDropped`. */
function endToEndHeaders(
  headers: IncomingHttpHeaders,
  isDropped: (name: string) => boolean,
): OutgoingHttpHeaders {
  const namedInConnection = new Set(
    (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP_HEADERS.has(name) || namedInConnection.has(name))
      continue;
    if (!isDropped(name)) kept[name] = value;
  }
  return kept;
}

const isNotForwarded = (name: string) =>
  REQUEST_HEADERS_NOT_FORWARDED.has(name) ||
  name.startsWith(FORWARDING_HEADER_PREFIX) ||
  // HTTP/2 pseudo-headers (Vite's dev server over https): not headers of an HTTP/1.1 request.
  name.startsWith(':');

function forwardedRequestHeaders(req: IncomingMessage, upstreamHost: string): OutgoingHttpHeaders {
  return {
    ...endToEndHeaders(req.headers, isNotForwarded),
    // Node frames a chunked body by itself for POST and PATCH only; bare, the body of another
    // method would read as a request of its own.
    ...(req.headers['transfer-encoding'] === undefined ? {} : { 'transfer-encoding': 'chunked' }),
    host: upstreamHost,
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': (req.socket as TLSSocket).encrypted ? 'https' : 'http',
  };
}

function relayedResponseHeaders(upstreamHeaders: IncomingHttpHeaders): OutgoingHttpHeaders {
  return {
    ...endToEndHeaders(upstreamHeaders, (name) => RESPONSE_HEADERS_NOT_RELAYED.has(name)),
    // The user's schedules, fetched with the user's password: no browser or shared cache keeps them.
    'cache-control': 'no-store',
  };
}

const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** Below this, compressing saves less than it costs. */
const MIN_COMPRESSED_RESPONSE_BYTES = 1024;

/** The encoding for JSON sent uncompressed (the local mock); per request, so at a fast level. */
function compressionOnTheWay(
  req: IncomingMessage,
  upstreamHeaders: IncomingHttpHeaders,
): PrecompressedEncoding['encoding'] | undefined {
  const sentEncoding = upstreamHeaders['content-encoding'];
  if (sentEncoding && sentEncoding !== 'identity') return undefined;
  if (req.method === 'HEAD' || !JSON_CONTENT_TYPE.test(upstreamHeaders['content-type'] ?? '')) {
    return undefined;
  }
  const length = upstreamHeaders['content-length'];
  if (length !== undefined && Number(length) < MIN_COMPRESSED_RESPONSE_BYTES) return undefined;
  return acceptedEncodings(req.headers['accept-encoding'])[0]?.encoding;
}

function compressorFor(encoding: PrecompressedEncoding['encoding']) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 5 });
}

function sendBodyTooLarge(res: ServerResponse, maxBodyBytes: number) {
  // The client may still be sending: close the connection after the answer, not mid-body.
  sendJson(res, 413, `The request body is larger than ${maxBodyBytes} bytes`, {
    Connection: 'close',
  });
}

/** The proxy's own answers: JSON like the API's errors, never cached. */
function sendJson(
  res: ServerResponse,
  status: number,
  message: string,
  extraHeaders: OutgoingHttpHeaders = {},
) {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}
