/** Request bodies: JSON only (415), at most MAX_BODY_BYTES (413), never read past that. */

import { payloadTooLarge, unsupportedMediaType } from './responses';

/** 1 MiB: a schedule with 50 recipients is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

interface HeaderSource {
  get(name: string): string | null;
}

/** Throws the 415 unless the body is declared as JSON (`application/json`, any parameters). */
export function requireJsonContentType(headers: HeaderSource): void {
  const mediaType = headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw unsupportedMediaType();
}

/** Throws the 413 when the request announces a body over the limit, before any of it is read. */
export function requireDeclaredSizeWithinLimit(headers: HeaderSource): void {
  const declared = Number(headers.get('Content-Length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw payloadTooLarge();
}

type ReadChunk = () => Promise<{ done?: boolean; value?: Uint8Array | undefined }>;

/** Undefined once past MAX_BODY_BYTES, the rest unread: the caller decides how to stop the sender. */

export async function collectBodyWithinLimit(
  readChunk: ReadChunk,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk();
    if (done) break;
    if (!value) continue;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The text of a JSON request body within the limits above; throws the 415 or the 413. */
export async function readJsonText(request: Request): Promise<string> {
  requireJsonContentType(request.headers);
  requireDeclaredSizeWithinLimit(request.headers);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const body = await collectBodyWithinLimit(() => reader.read());
  if (!body) {
    // Not awaited: a msw clone's cancel settles only once every branch is cancelled.
    void reader.cancel();
    throw payloadTooLarge();
  }
  return new TextDecoder().decode(body);
}
