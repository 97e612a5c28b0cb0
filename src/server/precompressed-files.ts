/** What the build precompresses and the production server serves: one list for both. */
import path from 'node:path';

const COMPRESSIBLE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Below this a copy saves less than the headers weigh; low enough for index.html. */
export const MIN_PRECOMPRESSED_BYTES = 512;

/** Preferred first when the browser accepts both equally. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/** The Content-Type of a compressible file (also of its copies); else undefined. */
export function compressibleContentType(filePath: string): string | undefined {
  return COMPRESSIBLE_CONTENT_TYPES[path.extname(filePath).toLowerCase()];
}
