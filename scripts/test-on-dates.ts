/**
 * `npm run test:dates`: `CI=true npm test` with the whole machine's clock moved to other dates by
 * Debian's faketime (Node, the build and Chromium alike), one date after another, then a line
 * per date with its result and time. Proves the suite passes on any day: every test fixes its
 * clock (tests/support/suite-clock.ts), so none may see the machine's (docs/testing.md).
 *
 * `npm run test:dates -- unit e2e` runs only those stages of `npm test` at each date;
 * `--date '2028-02-29 23:30:00'` (repeatable) replaces the dates below. Times are UTC.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

/** The kinds of date where a clock-dependent test would fail (issue 47), in UTC. */
const DATES: readonly { at: string; why: string }[] = [
  { at: '2027-04-30 22:30:00', why: "a month's last evening (Friday)" },
  { at: '2027-03-14 06:30:00', why: 'New York springs forward at 07:00 UTC that Sunday' },
  { at: '2027-11-07 05:30:00', why: 'New York falls back at 06:00 UTC that Sunday' },
  { at: '2027-06-16 12:00:00', why: 'a Wednesday in the middle of a month' },
];

function parseArgs(args: readonly string[]) {
  const dates: string[] = [];
  const stages: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--date') dates.push(args[++i] ?? '');
    else stages.push(arg);
  }
  return {
    dates: dates.length > 0 ? dates.map((at) => ({ at, why: 'asked for' })) : DATES,
    stages,
  };
}

const hasFaketime = spawnSync('faketime', ['2027-01-01 00:00:00', 'true']).status === 0;
if (!hasFaketime) {
  console.error('faketime is missing: apt-get install faketime (Debian), then run this again.');
  process.exit(1);
}

const { dates, stages } = parseArgs(process.argv.slice(2));
const results: string[] = [];
let failed = 0;
for (const { at, why } of dates) {
  console.log(`\n=== npm test at ${at} UTC (${why}) ===\n`);
  const started = Date.now();
  const run = spawnSync(
    'faketime',
    [at, 'npm', 'test', ...(stages.length ? ['--', ...stages] : [])],
    {
      stdio: 'inherit',
      // faketime's defaults: with FAKETIME_DONT_FAKE_MONOTONIC=1 Chromium's timed waits spun
      // (load 50 on 2 cores, every end-to-end test timing out), as with FAKETIME_DISABLE_SHM=1.
      env: { ...process.env, CI: 'true', TZ: 'UTC' },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = run.status === 0;
  if (!passed) failed += 1;
  results.push(
    `${at} UTC  ${passed ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`}  ${seconds} s  load ${loadavg()[0]?.toFixed(1)}  ${why}`,
  );
}
console.log(`\nThe suite at other dates (${stages.length ? stages.join(', ') : 'every stage'}):`);
for (const line of results) console.log(`  ${line}`);
process.exit(failed > 0 ? 1 : 0);
