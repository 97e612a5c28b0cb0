/**
 * JavaScript size budgets, measured on the production build (`npm run build && npm run
 * check:budgets`). Walks Vite's manifest (dist/.vite/manifest.json) from the start-up code and
 * from each route chunk (the lazy `import('./routes/...')` calls in src/app/page-chunks.ts) and
 * adds up the gzip size (zlib level 9, deterministic) of every JavaScript chunk a page needs
 * before it can render. Start-up is the entry and the app's frame (src/app/start-app.tsx), which
 * the entry imports dynamically so that its first requests go out before the frame is evaluated:
 * every page loads both.
 *
 * Budgets (1 kB = 1,000 bytes, gzip):
 * - sign-in page: start-up + the sign-in route, static closures                          <= 170 kB;
 * - every route: start-up + app-layout + the route, static closures                       <= 246 kB;
 * - whole app without the demo: all JS reachable from the entry except the mock service  <= 493 kB.
 *
 * A budget is raised only as ADR 024 says; each raise, with what it cost and what was tried, is in
 * docs/performance-history.md ("Bundle budgets, issue by issue").
 *
 * The demo (src/mock-service/**, loaded with a dynamic import only in demo mode) is left out of
 * every figure and reported on its own. Exit code 1 when a budget is exceeded or a page cannot
 * be found in the build, 2 when there is no build to measure. `computeBundleBudgets` is reused by scripts/bench/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

export const KB = 1000;

export const BUDGETS = {
  signIn: 170 * KB,
  route: 246 * KB,
  wholeApp: 493 * KB,
} as const;

/** The lazily loaded pages of src/app/router.tsx, by file name under src/app/routes/. */
export const EXPECTED_ROUTES = [
  'sign-in',
  'app-layout',
  'sites',
  'schedule-list',
  'create-schedule',
  'edit-schedule',
  'site-calendar',
  'bulk-recipients',
  'not-found',
] as const;

/** Routes rendered outside the signed-in layout (src/app/router.tsx). */
const ROUTES_OUTSIDE_LAYOUT = new Set(['sign-in']);

const ROUTE_SOURCE = (name: string) => `src/app/routes/${name}.tsx`;
/** The app's frame, imported dynamically by the entry at once (src/main.tsx). */
const START_APP_SOURCE = 'src/app/start-app.tsx';
const isDemoSource = (key: string) => key.startsWith('src/mock-service/');

export interface Figure {
  /** Short label used in tables. */
  label: string;
  /** What the figure adds up. */
  description: string;
  /** Sum of the gzip sizes of the chunks, in bytes. */
  gzipBytes: number;
  /** Sum of the raw (minified) sizes, in bytes. */
  rawBytes: number;
  /** Budget in gzip bytes, or null when the figure is for information only. */
  budgetBytes: number | null;
  /** Output files counted. */
  files: string[];
  /** Set when the figure could not be measured (e.g. the route is not written yet). */
  missing?: string;
}

export interface BundleReport {
  distDir: string;
  figures: Figure[];
  /** Figures over budget. */
  failures: Figure[];
  /** Figures that could not be measured. */
  missing: Figure[];
}

export class NoBuildError extends Error {
  override readonly name = 'NoBuildError';
}

/** Route names from `import('./routes/<name>')` in src/app/router.tsx, plus the expected ones. */
export function discoverRoutes(root = process.cwd()): string[] {
  const names = new Set<string>(EXPECTED_ROUTES);
  const routerFile = path.join(root, 'src', 'app', 'page-chunks.ts');
  if (existsSync(routerFile)) {
    const source = readFileSync(routerFile, 'utf8');
    for (const match of source.matchAll(
      /import\(\s*['"]\.\/routes\/([\w-]+)(?:\.tsx)?['"]\s*\)/g,
    )) {
      if (match[1]) names.add(match[1]);
    }
  }
  return [...names];
}

function readManifest(distDir: string): Manifest {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new NoBuildError(
      `${manifestPath} not found: run \`npm run build\` first (vite.config.ts sets build.manifest).`,
    );
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** Sizes of manifest chunks, and the chunks reachable from others, for one build. */
function createMeasurer(manifest: Manifest, distDir: string) {
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizeCache.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      sizeCache.set(file, size);
    }
    return size;
  };

  /** Manifest keys reachable from `starts`; dynamic imports followed only when asked. */
  const closure = (starts: string[], { dynamic = false } = {}) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const key = queue.shift()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      const chunk = manifest[key]!;
      queue.push(...(chunk.imports ?? []));
      if (dynamic) queue.push(...(chunk.dynamicImports ?? []).filter((k) => !isDemoSource(k)));
    }
    return seen;
  };

  const figure = (
    label: string,
    description: string,
    keys: Iterable<string>,
    budgetBytes: number | null,
    { workers = false } = {},
  ): Figure => {
    // A worker's script is an asset of the chunk that starts it (new Worker(new URL(...))): it
    // is loaded when the worker starts, not with the page, so only whole-app figures count it.
    const filesOf = (key: string) => {
      const chunk = manifest[key]!;
      return workers ? [chunk.file, ...(chunk.assets ?? [])] : [chunk.file];
    };
    const files = [...new Set([...keys].flatMap(filesOf))]
      .filter((file) => /\.m?js$/.test(file))
      .sort();
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const file of files) {
      const size = sizeOf(file);
      gzipBytes += size.gzip;
      rawBytes += size.raw;
    }
    return { label, description, gzipBytes, rawBytes, budgetBytes, files };
  };

  /**
   * The manifest key of the chunk holding `source`: its own key when it starts a chunk, else the
   * chunk whose source map lists it (a module a chunk group took in, such as the signed-in
   * layout in `list-kit`, src/server/vite-chunk-plan.ts, has no key of its own).
   */
  const keyOf = (source: string): string | undefined => {
    if (manifest[source]) return source;
    return Object.keys(manifest).find((key) => {
      const mapPath = path.join(distDir, `${manifest[key]!.file}.map`);
      if (!existsSync(mapPath)) return false;
      const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
      return sources.some((listed) => listed === source || listed.endsWith(`/${source}`));
    });
  };

  return { manifest, closure, figure, keyOf };
}

type Measurer = ReturnType<typeof createMeasurer>;

function missingFigure(label: string, description: string, budgetBytes: number, why: string) {
  return {
    label,
    description,
    gzipBytes: 0,
    rawBytes: 0,
    budgetBytes,
    files: [],
    missing: why,
  };
}

function signInFigure({ manifest, closure, figure }: Measurer, startKeys: string[]): Figure {
  const signInKey = ROUTE_SOURCE('sign-in');
  return manifest[signInKey]
    ? figure(
        'Sign-in page',
        'start-up + sign-in route, static imports (no demo)',
        closure([...startKeys, signInKey]),
        BUDGETS.signIn,
      )
    : missingFigure(
        'Sign-in page',
        'start-up + sign-in route',
        BUDGETS.signIn,
        `${signInKey} is not in the build`,
      );
}

/** A route with what it loads: the entry, the signed-in layout (for routes inside it), itself. */
function routeFigure({ closure, figure, keyOf }: Measurer, startKeys: string[], name: string) {
  const key = keyOf(ROUTE_SOURCE(name));
  const layoutKey = keyOf(ROUTE_SOURCE('app-layout'));
  const label = `Route ${name}`;
  const outside = ROUTES_OUTSIDE_LAYOUT.has(name) || name === 'app-layout';
  const description = outside
    ? `start-up + ${name}, static imports`
    : `start-up + app-layout + ${name}, static imports`;
  if (!key) {
    return missingFigure(
      label,
      description,
      BUDGETS.route,
      `${ROUTE_SOURCE(name)} is not in the build (not written yet?)`,
    );
  }
  if (!outside && !layoutKey) {
    return missingFigure(
      label,
      description,
      BUDGETS.route,
      `${ROUTE_SOURCE('app-layout')} is not in the build`,
    );
  }
  return figure(
    label,
    description,
    closure(outside || !layoutKey ? [...startKeys, key] : [...startKeys, layoutKey, key]),
    BUDGETS.route,
  );
}

/** For information: the app's own workers, loaded when they start (the list's schema check). */
function workersFigure({ figure }: Measurer, wholeApp: Set<string>): Figure {
  const withWorkers = figure('', '', wholeApp, null, { workers: true });
  const without = figure('', '', wholeApp, null);
  return {
    label: 'App workers',
    description: 'worker scripts the app starts (not in the figures above)',
    gzipBytes: withWorkers.gzipBytes - without.gzipBytes,
    rawBytes: withWorkers.rawBytes - without.rawBytes,
    budgetBytes: null,
    files: withWorkers.files.filter((file) => !without.files.includes(file)),
  };
}

/** For information: what demo mode adds on top of the app (mock service chunks and what only they use). */
function demoFigure({ manifest, closure, figure }: Measurer, wholeApp: Set<string>) {
  const demoStarts = Object.keys(manifest).filter(
    (key) => isDemoSource(key) && manifest[key]?.isDynamicEntry,
  );
  if (!demoStarts.length) return [];
  const demoOnly = [...closure(demoStarts)].filter((key) => !wholeApp.has(key));
  return [
    figure(
      'Demo mode extra',
      'src/mock-service chunks, its worker and what only they import',
      demoOnly,
      null,
      { workers: true },
    ),
  ];
}

export async function computeBundleBudgets(
  options: { distDir?: string; root?: string } = {},
): Promise<BundleReport> {
  const root = options.root ?? process.cwd();
  const distDir = path.resolve(root, options.distDir ?? 'dist');
  const manifest = readManifest(distDir);

  const entryKey =
    Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html')) ??
    Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new NoBuildError('The Vite manifest has no entry chunk.');

  const measurer = createMeasurer(manifest, distDir);
  const { closure, figure } = measurer;
  const wholeApp = closure([entryKey], { dynamic: true });
  const startKeys = manifest[START_APP_SOURCE] ? [entryKey, START_APP_SOURCE] : [entryKey];
  const figures: Figure[] = [
    figure(
      'Start-up',
      'entry chunk, the app frame (start-app) and their static imports',
      closure(startKeys),
      null,
    ),
    signInFigure(measurer, startKeys),
    ...discoverRoutes(root)
      .filter((name) => name !== 'sign-in')
      .map((name) => routeFigure(measurer, startKeys, name)),
    figure(
      'Whole app (no demo)',
      'all JS reachable from the entry except src/mock-service/** (and workers)',
      wholeApp,
      BUDGETS.wholeApp,
    ),
    workersFigure(measurer, wholeApp),
    ...demoFigure(measurer, wholeApp),
  ];

  const failures = figures.filter(
    (f) => !f.missing && f.budgetBytes !== null && f.gzipBytes > f.budgetBytes,
  );
  const missing = figures.filter((f) => f.missing);
  return { distDir, figures, failures, missing };
}

/** The biggest chunks of a figure (gzip), to see where its weight comes from. */
export function largestFiles(report: BundleReport, figure: Figure, count: number) {
  return figure.files
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(report.distDir, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count);
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export function figureStatus(figure: Figure): 'PASS' | 'MISS' | 'n/a' | 'info' {
  if (figure.missing) return 'n/a';
  if (figure.budgetBytes === null) return 'info';
  return figure.gzipBytes <= figure.budgetBytes ? 'PASS' : 'MISS';
}

/** A plain-text table for the terminal. */
export function formatBudgetTable(report: BundleReport): string {
  const rows = report.figures.map((f) => [
    f.label,
    f.missing ? '—' : formatKb(f.gzipBytes),
    f.budgetBytes === null ? '' : formatKb(f.budgetBytes),
    figureStatus(f),
    f.missing ? f.missing : f.description,
  ]);
  const header = ['Figure', 'gzip', 'budget', 'status', 'what'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A Markdown table (docs/performance.md). */
export function formatBudgetMarkdown(report: BundleReport): string {
  const rows = report.figures.map(
    (f) =>
      `| ${f.label} | ${f.missing ? '—' : formatKb(f.gzipBytes)} | ${f.missing ? '—' : formatKb(f.rawBytes)} | ${
        f.budgetBytes === null ? '' : `≤ ${formatKb(f.budgetBytes)}`
      } | ${figureStatus(f)} | ${f.missing ?? f.description} |`,
  );
  return [
    '| Figure | gzip | minified | budget (gzip) | status | what is counted |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main() {
  try {
    const report = await computeBundleBudgets();
    console.log(
      `JavaScript budgets for ${path.relative(process.cwd(), report.distDir) || '.'} (gzip -9; 1 kB = 1,000 bytes)\n`,
    );
    console.log(formatBudgetTable(report));
    console.log('');
    if (report.missing.length) {
      // Every page is written: one not found in the build is a budget nobody checks.
      console.log(
        `${report.missing.length} figure(s) could not be measured: their pages are not in the build.`,
      );
      process.exitCode = 1;
    }
    if (report.failures.length) {
      for (const f of report.failures) {
        const largest = largestFiles(report, f, 5)
          .map(({ file, gzipBytes }) => `${path.basename(file)} ${formatKb(gzipBytes)}`)
          .join(', ');
        console.log(
          `OVER BUDGET: ${f.label}: ${formatKb(f.gzipBytes)} > ${formatKb(f.budgetBytes!)} ` +
            `by ${formatKb(f.gzipBytes - f.budgetBytes!)}; largest chunks: ${largest}`,
        );
      }
      process.exitCode = 1;
    } else {
      console.log('All measured budgets are met.');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof NoBuildError ? 2 : 1;
  }
}

const entry = process.argv[1];
if (entry && path.resolve(entry) === fileURLToPath(import.meta.url)) {
  void main();
}
