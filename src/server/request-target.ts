// Which raw `req.url` targets the servers accept: a path a later reader could read differently is
// refused, as it could pass a `/v1` check and reach another route. Node only.
import { isApiPath } from './server-env.js';

export type RequestTarget =
  /** Under `/v1`, in canonical form: forward exactly `pathAndQuery`. */
  | { kind: 'api'; pathAndQuery: string }
  | { kind: 'other' }
  /** Answered 400, never passed on. */
  | { kind: 'rejected'; reason: string };

/** Each of these, found in the raw path, could make two readers see two different paths. */
const AMBIGUOUS_PATH_FEATURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?!\/)/, 'not an origin-form path'],
  // Some servers and proxies follow a URL inside the path.
  [/^\/[a-z][a-z0-9+.-]*:/i, 'a scheme in the path'],
  // `//host` reads as a host to a URL parser; `/v1//x` collapses in some servers.
  [/\/\//, 'an empty segment'],
  [/\\/, 'a backslash'],
  // Tomcat-style path parameters hide a `..` from prefix checks.
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
  // Browsers and fetch-based upstreams apply the WHATWG parser: a path it changes is not the
  // path we checked.
  if (new URL(rawPath, 'http://canonical.invalid').pathname !== rawPath) {
    return 'a path that normalises to another one';
  }
  return undefined;
}

/** Classifies a raw request target (`req.url` as received). */
export function checkRequestTarget(rawUrl: string | undefined): RequestTarget {
  const target = rawUrl ?? '';
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const reason = ambiguity(rawPath);
  if (reason) return { kind: 'rejected', reason };
  return isApiPath(rawPath) ? { kind: 'api', pathAndQuery: target } : { kind: 'other' };
}
