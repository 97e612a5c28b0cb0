/**
 * `npm test`: every stage CI checks, in order, stopping at the first that fails, then how long
 * each took, so a slow stage shows up in every run's log rather than in a guess.
 * `npm test -- unit e2e` runs only the stages named (see STAGES).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

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

/**
 * The stages that run side by side: the three checks each keep about one core busy, and the
 * build fits in beside them. On this project's 2-core machine the checks took 36 s together
 * where one after another they took 43 s, and the build beside them added 1 s where after them
 * it took 7 s. Their output is printed whole as each ends, not interleaved.
 */
const SIDE_BY_SIDE: readonly Stage[] = ['lint', 'typecheck', 'knip', 'build'];

/** Where the test stages write their reports, read back for the slowest tests. */
// Not under test-results/: Playwright empties that folder when it starts.
const REPORTS_DIR = path.resolve('.cache', 'test-stages');
const UNIT_REPORT = path.join(REPORTS_DIR, 'unit.json');
const E2E_REPORT = path.join(REPORTS_DIR, 'e2e.json');

/** What a stage's npm script is given beside its own arguments: a JSON report beside the usual. */
const REPORT_ARGS: Partial<Record<Stage, string[]>> = {
  unit: ['--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`],
  e2e: [`--reporter=${process.env.CI ? 'list' : 'list,html'},json`],
};
const REPORT_ENV: Partial<Record<Stage, Record<string, string>>> = {
  e2e: { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT },
};

interface Timed {
  name: string;
  ms: number;
}

function slowest(items: Timed[], count = 5): Timed[] {
  return [...items].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Vitest's JSON report: each file's start and end, and each test's duration. */
function unitTimes(): { files: Timed[]; tests: Timed[] } {
  const report = JSON.parse(readFileSync(UNIT_REPORT, 'utf8')) as {
    testResults: {
      name: string;
      startTime: number;
      endTime: number;
      assertionResults: { fullName: string; duration?: number | null }[];
    }[];
  };
  const relative = (file: string) => path.relative(process.cwd(), file);
  return {
    files: report.testResults.map((file) => ({
      name: relative(file.name),
      ms: file.endTime - file.startTime,
    })),
    tests: report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        name: `${relative(file.name)} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    ),
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { duration: number; retry: number }[] }[];
  }[];
}

/** Playwright's JSON report: every run of every test, retries included, by project. */
function e2eTimes(): Timed[] {
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as { suites: PlaywrightSuite[] };
  const times: Timed[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
          times.push({
            name: `[${test.projectName}] ${file}:${spec.line} ${spec.title}${retry}`,
            ms: result.duration,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title);
  return times;
}

function printSlowest(heading: string, items: Timed[]): void {
  console.log(`\nSlowest ${heading}`);
  for (const { name, ms } of slowest(items)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
}

/** The slowest five of each test stage that ran and wrote its report. */
function printSlowestOfStages(ran: ReadonlySet<Stage>): void {
  try {
    if (ran.has('unit') && existsSync(UNIT_REPORT)) {
      const { files, tests } = unitTimes();
      printSlowest('unit test files', files);
      printSlowest('unit tests', tests);
    }
    if (ran.has('e2e') && existsSync(E2E_REPORT)) printSlowest('end-to-end tests', e2eTimes());
  } catch (error) {
    // A report we cannot read must not fail a run whose tests passed.
    console.log(`\n(The slowest tests could not be read: ${String(error)})`);
  }
}

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

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });

/**
 * Runs one stage's npm script; with `quiet`, its output is kept and printed whole when it ends,
 * so stages run side by side do not interleave their lines.
 */
function runStage(stage: Stage, quiet: boolean): Promise<boolean> {
  const start = performance.now();
  if (!quiet) console.log(`\n▶ ${stage} (npm run ${STAGES[stage]})`);
  const extra = REPORT_ARGS[stage] ?? [];
  const child = spawn(
    npm,
    ['run', '--silent', STAGES[stage], ...(extra.length ? ['--', ...extra] : [])],
    {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, ...REPORT_ENV[stage] },
    },
  );
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      timings.push({ stage, ms: performance.now() - start, ok });
      if (quiet) {
        console.log(`\n▶ ${stage} (npm run ${STAGES[stage]}, side by side)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    });
  });
}

/** The chosen stages in order, those of SIDE_BY_SIDE that were chosen as one step. */
function steps(stages: readonly Stage[]): Stage[][] {
  const together = stages.filter((stage) => SIDE_BY_SIDE.includes(stage));
  const result: Stage[][] = together.length > 0 ? [together] : [];
  for (const stage of stages) if (!SIDE_BY_SIDE.includes(stage)) result.push([stage]);
  return result;
}

for (const step of steps(chosenStages(process.argv.slice(2)))) {
  const results = await Promise.all(step.map((stage) => runStage(stage, step.length > 1)));
  if (results.includes(false)) break;
}

printSlowestOfStages(new Set(timings.map(({ stage }) => stage)));

console.log('\nStage       Time');
const order = Object.keys(STAGES);
timings.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
const ranSideBySide = timings.filter(({ stage }) => SIDE_BY_SIDE.includes(stage)).length > 1;
for (const { stage, ms, ok } of timings) {
  const beside = ranSideBySide && SIDE_BY_SIDE.includes(stage);
  console.log(
    `${stage.padEnd(10)} ${formatSeconds(ms)}${beside ? '  (side by side)' : ''}${ok ? '' : '  FAILED'}`,
  );
}
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `${'total'.padEnd(10)} ${formatSeconds(performance.now() - startedAt)}  (load average ${load})`,
);
process.exit(timings.every(({ ok }) => ok) ? 0 : 1);
