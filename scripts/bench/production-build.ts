/** The production build that the benchmark serves: built on the spot when dist/ has none. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, ROOT } from './settings';

export function ensureBuild() {
  if (
    existsSync(path.join(DIST_DIR, 'index.html')) &&
    existsSync(path.join(DIST_DIR, '.vite', 'manifest.json'))
  ) {
    return;
  }
  // `npm run build` writes dist/ only: another DIST_DIR cannot be built from here.
  if (DIST_DIR !== path.join(ROOT, 'dist')) {
    throw new Error(`${DIST_DIR} has no build (index.html and .vite/manifest.json)`);
  }
  console.log('dist/ has no build with a manifest: running `npm run build`...');
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('`npm run build` failed; fix the build and run the benchmark again');
}
