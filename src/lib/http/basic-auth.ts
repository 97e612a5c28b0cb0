/** HTTP Basic credentials (RFC 7617) in UTF-8: `btoa` alone throws outside Latin-1. */
export interface Credentials {
  username: string;
  password: string;
}

export function encodeBasicAuth({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The credentials in an Authorization header, or null when it is missing or malformed. */
export function decodeBasicAuth(header: string | null): Credentials | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i);
  if (!match?.[1]) return null;
  let decoded: string;
  try {
    const binary = atob(match[1]);
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
