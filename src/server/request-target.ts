/**
 * Which request targets the servers accept, read from the raw `req.url` before anything decodes
 * or normalises it. A path that a later reader (the router, the static files, the upstream API or
 * a proxy beyond it) could understand differently from us is refused outright: that is how
 * `/v1/..;/__mock/faults` once passed a `/v1` check and reached an admin route.
 *
 * Node only (never imported by the browser bundle).
 */
import { isApiPath } from './server-env.js';

export type RequestTarget =
  /** Under `/v1`, in canonical form: forward exactly `pathAndQuery`. */
  | { kind: 'api'; pathAndQuery: string }
  /** A canonical path outside `/v1`: the static files or the app's routes answer it. */
  | { kind: 'other' }
  /** Not canonical, or ambiguous: answered 400, never passed on. */
  | { kind: 'rejected'; reason: string };

/** Each of these, found in the raw path, could make two readers see two different paths. */
const AMBIGUOUS_PATH_FEATURES: ReadonlyArray<readonly [RegExp, string]> = [
  // `http://host/v1/x` (absolute form), `host:443` (authority form) or `*`.
  [/^(?!\/)/, 'not an origin-form path'],
  // `/http:/...`: a URL inside the path, which some servers and proxies follow.
  [/^\/[a-z][a-z0-9+.-]*:/i, 'a scheme in the path'],
  // `//host/v1/x` reads as a host to a URL parser; `/v1//x` collapses in some servers.
  [/\/\//, 'an empty segment'],
  [/\\/, 'a backslash'],
  // `/v1/..;/admin`: Tomcat-style path parameters hide a `..` from prefix checks.
  [/;/, 'a path parameter'],
  [/(^|\/)\.\.?(\/|$)/, 'a dot segment'],
  [/%(2f|5c|2e)/i, 'an encoded slash, backslash or dot'],
];

/** After one decoding: double-encoded separators and control characters. */
const AMBIGUOUS_DECODED_PATH = /%(2f|5c|2e)|\p{Cc}/iu;

function ambiguity(rawPath: string): string | undefined {
  for (const [pattern, reason] of AMBIGUOUS_PATH_FEATURES) {
    if (pattern.test(rawPath)) return reason;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'a malformed percent-encoding';
  }
  if (AMBIGUOUS_DECODED_PATH.test(decoded)) return 'a double-encoded or control character';
  // The WHATWG URL parser is what browsers and fetch-based upstreams apply: a path it would
  // change (dot segments, characters it escapes) is not the path we checked.
  if (new URL(rawPath, 'http://canonical.invalid').pathname !== rawPath) {
    return 'a path that normalises to another one';
  }
  return undefined;
}

/**
 * Classifies a raw request target (`req.url` as received).
 * @example checkRequestTarget('/v1/site_reports/schedules?site_id=a') // { kind: 'api', ... }
 * @example checkRequestTarget('/v1/..;/admin') // { kind: 'rejected', reason: 'a path parameter' }
 */
export function checkRequestTarget(rawUrl: string | undefined): RequestTarget {
  const target = rawUrl ?? '';
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const reason = ambiguity(rawPath);
  if (reason) return { kind: 'rejected', reason };
  return isApiPath(rawPath) ? { kind: 'api', pathAndQuery: target } : { kind: 'other' };
}
