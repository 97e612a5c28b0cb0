/**
 * `npm test`: every stage CI checks, in order, stopping at the first that fails, then how long
 * each took, so a slow stage shows up in every run's log rather than in a guess.
 * `npm test -- unit e2e` runs only the stages named (see STAGES).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

/** Stage name → the npm script it runs; cheap checks first, so a typo fails in seconds. */
const STAGES = {
  lint: 'lint',
  typecheck: 'typecheck',
  knip: 'knip',
  unit: 'test:unit',
  build: 'build',
  budgets: 'check:budgets',
  e2e: 'test:e2e',
} as const;

type Stage = keyof typeof STAGES;

function isStage(name: string): name is Stage {
  return Object.hasOwn(STAGES, name);
}

function chosenStages(args: readonly string[]): Stage[] {
  if (args.length === 0) return Object.keys(STAGES) as Stage[];
  const unknown = args.filter((name) => !isStage(name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; stages: ${Object.keys(STAGES).join(', ')}`);
    process.exit(2);
  }
  return args.filter(isStage);
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(0).padStart(4)} s`;
}

const timings: { stage: Stage; ms: number; ok: boolean }[] = [];
const startedAt = performance.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const stage of chosenStages(process.argv.slice(2))) {
  console.log(`\n▶ ${stage} (npm run ${STAGES[stage]})`);
  const start = performance.now();
  const { status } = spawnSync(npm, ['run', '--silent', STAGES[stage]], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  timings.push({ stage, ms: performance.now() - start, ok: status === 0 });
  if (status !== 0) break;
}

console.log('\nStage       Time');
for (const { stage, ms, ok } of timings) {
  console.log(`${stage.padEnd(10)} ${formatSeconds(ms)}${ok ? '' : '  FAILED'}`);
}
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `${'total'.padEnd(10)} ${formatSeconds(performance.now() - startedAt)}  (load average ${load})`,
);
process.exit(timings.every(({ ok }) => ok) ? 0 : 1);
