// The build's chunks, so a page loads a few files, no more bytes (docs/performance.md):
// `start` (start-up's first code), `app` (the frame and what sign-in shares), `signed-in` (shared
// by `SHARED_BY` pages), `list-kit` (the signed-in layout and what it and the schedule list share),
// `list-table` (`LIST_TABLE`); the rest is Rolldown's. Groups pick by module id, so the plugin
// records the import graph for them to ask what a page reaches.
import type { Plugin, Rolldown } from 'vite';

type ChunkGroup = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, { groups?: unknown }>['groups']
>[number];

/** Which modules a walk of the import graph starts from. */
type Roots = ((id: string) => boolean)[];

/** The lazily loaded pages (src/app/page-chunks.ts): each stays a chunk of its own. */
const PAGE = /[\\/]src[\\/]app[\\/]routes[\\/](?!site-route|site-lookup|app-layout)[\w-]+\.tsx$/;
/** The signed-in pages' layout: every page but sign-in loads it, so it goes with `list-kit`. */
const APP_LAYOUT = /[\\/]src[\\/]app[\\/]routes[\\/]app-layout\.tsx$/;
const SCHEDULE_LIST = /[\\/]src[\\/]app[\\/]routes[\\/]schedule-list\.tsx$/;
const START_APP = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;
const SIGN_IN = /[\\/]src[\\/]app[\\/]routes[\\/]sign-in\.tsx$/;
const LIST_PAGES = [
  (id: string) => /[\\/]src[\\/]app[\\/]routes[\\/](schedule-list|app-layout)\.tsx$/.test(id),
];
const SIGN_IN_PAGE = [(id: string) => SIGN_IN.test(id)];
const OTHER_PAGES = [(id: string) => PAGE.test(id) && !SIGN_IN.test(id)];
const LIBRARY = /[\\/]node_modules[\\/]/;
const LIBRARY_ENTRY = /[\\/]index\.m?js$/;
/** The demo's back end stays apart: live mode never loads it. */
const DEMO = /[\\/]src[\\/]mock-service[\\/]/;
/** Every list's table and list-only hooks: the list pages' chunk, out of form pages' chunks. */
const LIST_TABLE =
  /[\\/]src[\\/](components[\\/]data-table[\\/]|lib[\\/](hooks[\\/]use-state-for|scheduling[\\/]use-value-after-paint)\.ts$)/;
/** What only fan-out pages share: out of `signed-in`, which the form pages load. */
const FAN_OUT = new RegExp(
  [
    String.raw`lib[\\/](bulk[\\/]|hooks[\\/]use-announcement\.ts$|scheduling[\\/]typing-pause\.ts$)`,
    String.raw`domain[\\/](portfolio|site-window-runs|site-calendar)\.ts$`,
    String.raw`features[\\/]sites[\\/](fan-out|site-chooser|portfolio)[\\/]`,
    String.raw`components[\\/](run-progress|run-results|recipient-review-row)\.tsx$`,
  ]
    .map((path) => String.raw`[\\/]src[\\/]` + path)
    .join('|'),
);
/**
 * Runs-not-sent, its readers and their marks (ADR 018), and the steps they are worked out in:
 * unused by forms, so out of `list-kit` and `signed-in`.
 */
const RUNS_NOT_SENT =
  /[\\/]src[\\/](domain[\\/](runs-not-sent|run-states|report-index|recent-runs|earlier-runs|sent-reports|steps)\.ts|features[\\/]schedules[\\/]api[\\/]get-runs-not-sent\.ts|components[\\/]run-marks[\\/][\w-]+\.tsx?)$/;
/**
 * Reading the site directory to its end, and the hook that reads an infinite query to its end,
 * which only it uses: the pages that list sites, not a site's own pages.
 */
const SITE_DIRECTORY =
  /[\\/]src[\\/](features[\\/]sites[\\/](use-site-directory|api[\\/](get-site-directory|page-read-ahead))|lib[\\/]http[\\/]use-read-to-the-end)\.ts$/;
/** From this many pages, shared code goes into `signed-in`; above the number of fan-out pages. */
const SHARED_BY = 5;

export function chunkPlan(): { plugin: Plugin; groups: ChunkGroup[] } {
  const imports = new Map<string, readonly string[]>();
  /** Modules loaded by a dynamic import: pages, dialogs, the demo; each starts a chunk. */
  const dynamicEntries = new Set<string>();
  const reached = new Map<Roots, Set<string>>();
  /** Every chunk the list and its layout do not start: what the list would share code with. */
  const notTheList: Roots = [
    (id) => dynamicEntries.has(id) && !SCHEDULE_LIST.test(id) && !APP_LAYOUT.test(id),
  ];

  /** What the modules matching `roots` import statically, directly or not. */
  const reachedFrom = (roots: Roots) => {
    let found = reached.get(roots);
    if (found) return found;
    found = new Set();
    const queue = [...imports.keys()].filter((id) => roots.some((isRoot) => isRoot(id)));
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      // Into a library only through its entry points: past them, a library imports far more
      // than Rolldown keeps.
      if (!LIBRARY.test(id) || LIBRARY_ENTRY.test(id)) queue.push(...(imports.get(id) ?? []));
    }
    reached.set(roots, found);
    return found;
  };
  const groupable = (id: string) => !PAGE.test(id) && !DEMO.test(id) && !id.startsWith('\0');

  return {
    plugin: {
      name: 'report-scheduler:chunk-plan',
      moduleParsed(info) {
        const dynamic = new Set(info.dynamicallyImportedIds);
        for (const id of dynamic) dynamicEntries.add(id);
        imports.set(
          info.id,
          info.importedIds.filter((id) => !dynamic.has(id)),
        );
      },
    },
    groups: [
      { name: 'start', tags: ['$initial'], priority: 4 },
      {
        name: 'app',
        test: (id) =>
          START_APP.test(id) ||
          (groupable(id) && reachedFrom(SIGN_IN_PAGE).has(id) && reachedFrom(OTHER_PAGES).has(id)),
        priority: 3,
      },
      {
        name: 'signed-in',
        test: (id) =>
          groupable(id) &&
          !LIST_TABLE.test(id) &&
          !FAN_OUT.test(id) &&
          !RUNS_NOT_SENT.test(id) &&
          !SITE_DIRECTORY.test(id),
        minShareCount: SHARED_BY,
        priority: 2,
      },
      {
        name: 'list-kit',
        test: (id) =>
          APP_LAYOUT.test(id) ||
          (groupable(id) &&
            !LIST_TABLE.test(id) &&
            !RUNS_NOT_SENT.test(id) &&
            reachedFrom(LIST_PAGES).has(id) &&
            reachedFrom(notTheList).has(id)),
        priority: 1,
      },
      { name: 'list-table', test: (id) => LIST_TABLE.test(id), priority: 1 },
      { name: 'site-directory', test: (id) => SITE_DIRECTORY.test(id), priority: 1 },
    ],
  };
}
