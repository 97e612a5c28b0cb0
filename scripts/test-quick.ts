/**
 * `npm run test:quick`: the quick loop for a developer, in well under a minute: lint the files
 * changed since main, typecheck the project, and run the unit tests of those files (Vitest's
 * `related`: the tests that import them, directly or not). `npm test` remains what CI runs.
 *
 * Changed: committed since the branch left main (origin/main where there is one), staged,
 * unstaged and untracked files alike, so it works on main itself with uncommitted work.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function changedFiles(): string[] {
  const hasOrigin =
    spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main']).status === 0;
  const base = git('merge-base', hasOrigin ? 'origin/main' : 'main', 'HEAD');
  const lines = [
    git('diff', '--name-only', base),
    git('ls-files', '--others', '--exclude-standard'),
  ].join('\n');
  return [...new Set(lines.split('\n').filter(Boolean))].filter((file) => existsSync(file));
}

const windows = process.platform === 'win32';
const npx = windows ? 'npx.cmd' : 'npx';
const npm = windows ? 'npm.cmd' : 'npm';

function run(label: string, args: string[], command = npx): boolean {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    shell: windows,
  });
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

const started = performance.now();
const code = changedFiles().filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
console.log(code.length ? `Changed: ${code.join(', ')}` : 'No code changed since main.');

const ok =
  (code.length === 0 || run('lint (changed files)', ['eslint', '--max-warnings=0', ...code])) &&
  run('typecheck', ['run', '--silent', 'typecheck'], npm) &&
  (code.length === 0 ||
    run('unit tests of the changed files', [
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      ...code,
    ]));

console.log(
  `\n${ok ? 'Passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(ok ? 0 : 1);
