// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressBuildOutput, precompressDirectory } from './vite-precompress-plugin';

const BIG_TEXT = `${'a schedule, a cadence, a run; '.repeat(200)}\n`;
let dir: string;

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function fixture(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'report-scheduler-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of the compressible files that decompress to the original', async () => {
    const root = fixture({
      'index.html': BIG_TEXT,
      'assets/index-AbC.js': BIG_TEXT,
      'assets/index-AbC.css': BIG_TEXT,
      'site.webmanifest': BIG_TEXT,
    });
    const summary = await precompressDirectory(root);
    expect(summary.files).toBe(4);
    for (const file of [
      'index.html',
      'assets/index-AbC.js',
      'assets/index-AbC.css',
      'site.webmanifest',
    ]) {
      const original = readFileSync(path.join(root, file));
      const br = readFileSync(path.join(root, `${file}.br`));
      const gz = readFileSync(path.join(root, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.originalBytes);
  });

  it('leaves alone small files, source maps, binary formats and dot directories', async () => {
    const root = fixture({
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/index-AbC.js.map': BIG_TEXT,
      'assets/logo.png': BIG_TEXT,
      '.vite/manifest.json': BIG_TEXT,
    });
    expect((await precompressDirectory(root)).files).toBe(0);
    for (const file of [
      'favicon.svg',
      'assets/index-AbC.js.map',
      'assets/logo.png',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(path.join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(root, `${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    const root = fixture({ 'noise.txt': randomBytes(4096) });
    expect((await precompressDirectory(root)).files).toBe(0);
    expect(existsSync(path.join(root, 'noise.txt.br'))).toBe(false);
    expect(existsSync(path.join(root, 'noise.txt.gz'))).toBe(false);
  });
});

describe('precompressBuildOutput', () => {
  it('runs at the end of vite build, on the bundle, index.html and the public files', async () => {
    const root = fixture({
      'index.html': `<!doctype html><script type="module" src="/main.js"></script>${'<!-- -->'.repeat(200)}`,
      'main.js': `console.log(${JSON.stringify(BIG_TEXT)});\n`,
      'public/notes.txt': BIG_TEXT,
    });
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [precompressBuildOutput()],
      build: { outDir: 'dist', manifest: true },
    });
    const dist = path.join(root, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
    const entry = (manifest['index.html'] as { file: string }).file;
    for (const file of ['index.html', entry, 'notes.txt']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
