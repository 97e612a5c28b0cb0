/**
 * The production build that the benchmark serves. dist/ is built afresh (`npm run build`) unless
 * asked not to: a dist/ left from an earlier commit would be measured under this one's name
 * (docs/performance.md names the commit). Another DIST_DIR is served as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, ROOT } from './settings';

export function ensureBuild({ rebuild }: { rebuild: boolean }) {
  const built =
    existsSync(path.join(DIST_DIR, 'index.html')) &&
    existsSync(path.join(DIST_DIR, '.vite', 'manifest.json'));
  const isDefault = DIST_DIR === path.join(ROOT, 'dist');
  if (built && !(rebuild && isDefault)) return;
  // `npm run build` writes dist/ only: another DIST_DIR cannot be built from here.
  if (!isDefault) {
    throw new Error(`${DIST_DIR} has no build (index.html and .vite/manifest.json)`);
  }
  console.log(
    built
      ? 'Building dist/ afresh: `npm run build`...'
      : 'dist/ has no build with a manifest: running `npm run build`...',
  );
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('`npm run build` failed; fix the build and run the benchmark again');
}
