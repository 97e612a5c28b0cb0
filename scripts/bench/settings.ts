/** Where the benchmark reads and writes, and how many samples it takes (environment: see main.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
export const OUTPUT = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? 'docs/performance.md');
/** Rounds of every browser figure, floor and app interleaved. */
export const RUNS = positiveInt(process.env.BENCH_RUNS, 5);
export const LIGHTHOUSE_RUNS = positiveInt(process.env.LIGHTHOUSE_RUNS, 5);
/** Keystrokes (and clicks) timed per round after a warm-up; the round's sample is their median. */
export const KEYSTROKES_PER_ROUND = 3;
export const CPU_THROTTLING_RATE = 4;

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
