/**
 * What the build precompresses (vite-precompress-plugin.ts) and the production server serves
 * (static-files.ts): one list, so the two never disagree. Compressing once at build time, at the
 * highest levels, costs the server nothing per request.
 */
import path from 'node:path';

/** The content types of the files worth compressing, by extension (text formats only). */
const COMPRESSIBLE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Below this a copy would save less than the response headers weigh, so none is written. Low
 * enough for index.html (about 900 bytes, 320 in brotli), which every navigation revalidates.
 */
export const MIN_PRECOMPRESSED_BYTES = 512;

/** Preferred first when the browser accepts both equally. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/** The Content-Type of a compressible file (also for its `.br`/`.gz` copies); else undefined. */
export function compressibleContentType(filePath: string): string | undefined {
  return COMPRESSIBLE_CONTENT_TYPES[path.extname(filePath).toLowerCase()];
}
