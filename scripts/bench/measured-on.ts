/** What the figures were measured on: time, commit, Node, Chromium and CPU, for the report. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { chromiumVersion } from './chromium';
import { ROOT } from './settings';

export function measuredOn(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${gitCommit()}, ` +
    `Node ${process.version}, ${chromiumVersion()}, ${os.cpus().length} × ${cpu}.`
  );
}

function gitCommit(): string {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) return 'unknown';
  return `${result.stdout.trim()}${dirty.stdout?.trim() ? ' (with uncommitted changes)' : ''}`;
}
