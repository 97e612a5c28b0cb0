/** The machine's load average (1/5/15 min) at the start and end of each part of the run. */
import os from 'node:os';

export interface SectionLoad {
  section: string;
  start: number[];
  end: number[];
  seconds: number;
}

/** Runs `part`, noting the load average before and after it into `loads`. */
export async function withLoad<T>(
  loads: SectionLoad[],
  section: string,
  part: () => Promise<T>,
): Promise<T> {
  const start = os.loadavg();
  const startedAt = performance.now();
  try {
    return await part();
  } finally {
    const entry = {
      section,
      start,
      end: os.loadavg(),
      seconds: (performance.now() - startedAt) / 1000,
    };
    loads.push(entry);
    console.log(
      `  load ${formatLoad(entry.start)} → ${formatLoad(entry.end)} (${Math.round(entry.seconds)} s)`,
    );
  }
}

const formatLoad = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');

export function loadMarkdown(loads: readonly SectionLoad[]): string {
  return [
    `| Part | load at start (1 / 5 / 15 min) | load at end | took |`,
    '| --- | --- | --- | ---: |',
    ...loads.map(
      (l) =>
        `| ${l.section} | ${formatLoad(l.start)} | ${formatLoad(l.end)} | ${Math.round(l.seconds)} s |`,
    ),
  ].join('\n');
}
