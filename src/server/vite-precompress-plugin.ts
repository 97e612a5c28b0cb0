/** After `vite build`, writes brotli and gzip copies of every compressible file to send as is. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import {
  MIN_PRECOMPRESSED_BYTES,
  PRECOMPRESSED_ENCODINGS,
  compressibleContentType,
  type PrecompressedEncoding,
} from './precompressed-files.js';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressSummary {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function compress(content: Buffer, { encoding }: PrecompressedEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotliCompress(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && compressibleContentType(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Writes each copy only if smaller than the file; undefined when none was. */
async function precompressFile(
  file: string,
): Promise<{ original: number; br: number; gzip: number } | undefined> {
  const content = await readFile(file);
  if (content.length < MIN_PRECOMPRESSED_BYTES) return undefined;
  const sizes = { original: content.length, br: content.length, gzip: content.length };
  await Promise.all(
    PRECOMPRESSED_ENCODINGS.map(async (variant) => {
      const compressed = await compress(content, variant);
      if (compressed.length >= content.length) return;
      await writeFile(file + variant.suffix, compressed);
      sizes[variant.encoding] = compressed.length;
    }),
  );
  const anyCopyWritten = sizes.br < sizes.original || sizes.gzip < sizes.original;
  return anyCopyWritten ? sizes : undefined;
}

/** Precompresses every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = await compressibleFiles(dir);
  // zlib runs on libuv's thread pool: all at once keep its threads busy.
  const results = await Promise.all(files.map(precompressFile));
  for (const sizes of results) {
    if (!sizes) continue;
    summary.files += 1;
    summary.originalBytes += sizes.original;
    summary.brotliBytes += sizes.br;
    summary.gzipBytes += sizes.gzip;
  }
  return summary;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function precompressBuildOutput(): Plugin {
  let outDir = '';
  let write = true;
  return {
    name: 'report-scheduler:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!write) return;
        const summary = await precompressDirectory(outDir);
        this.environment.logger.info(
          `precompressed ${summary.files} files: ${kB(summary.originalBytes)} -> ` +
            `brotli ${kB(summary.brotliBytes)}, gzip ${kB(summary.gzipBytes)}`,
        );
      },
    },
  };
}
