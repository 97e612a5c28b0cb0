/**
 * How the build splits the app into chunks, so that a page loads a few files, not thirty (a cold
 * load of the schedule list spent more on 38 small scripts than on their bytes), without a page
 * loading more bytes than before (docs/performance.md):
 * 1. `start`: what start-up runs first (src/main.tsx, src/startup/start-early.ts), a few kB.
 * 2. `app`: the app's frame (src/app/start-app.tsx), with what the sign-in page shares with the
 *    other pages: the sign-in page is this and its own chunk.
 * 3. `signed-in`: code that `SHARED_BY` pages or more share.
 * 4. `list-kit`: the signed-in layout, and the rest of what it and the schedule list share with
 *    other pages. The list is the page a cold load most often opens, and a big site's is the
 *    slowest: it loads `start`, `app`, `signed-in`, `list-kit` and its own chunk (and Rolldown's
 *    runtime helpers, a chunk that no group can take).
 * 5. `list-table`: every list's table, which the list pages alone load (`LIST_TABLE`).
 * What is left is Rolldown's own split: each page its chunk, and chunks for what a few pages share.
 *
 * Groups pick modules by id alone, so the plugin records the import graph as modules are parsed
 * for the groups to ask what a page reaches.
 */
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
/**
 * Every list's table (src/components/data-table) and the hooks only lists use (rows kept for
 * their item, the rows below the window drawn after the paint): shared by the list pages alone,
 * so they are a chunk of theirs, `list-table`, not in `signed-in` or `list-kit`, which the form
 * pages load too (in `list-kit`, the two hooks put the edit page 0.1 kB over its budget). One
 * chunk, not Rolldown's three (one per set of pages sharing each part): the schedule list
 * requested 12 scripts before its first rows, for a target of 6.
 */
const LIST_TABLE =
  /[\\/]src[\\/](components[\\/]data-table[\\/]|lib[\\/](use-state-for|use-value-after-paint)\.ts$)/;
/**
 * What only the pages that fan out share (the Sites page's counting, the recipient changes, the
 * roll-out, the copies of a schedule): the bulk runner, the fan-out's steps, the site chooser and
 * the counting with its portfolio rules (and the site calendar they use), the run's progress and
 * results, the review rows. The form pages, which load `signed-in`, never use them: they stay
 * chunks of those pages, however many of them there are (a sixth fan-out page, the copies, had
 * put them into `signed-in` and the edit page over its budget).
 */
const FAN_OUT = new RegExp(
  [
    String.raw`lib[\\/](bulk-run|use-announcement)\.ts$`,
    String.raw`domain[\\/](portfolio|site-calendar)\.ts$`,
    String.raw`features[\\/]sites[\\/](fan-out|site-chooser|portfolio)[\\/]`,
    String.raw`components[\\/](run-progress|run-results|recipient-review-row)\.tsx$`,
  ]
    .map((path) => String.raw`[\\/]src[\\/]` + path)
    .join('|'),
);
/**
 * The rule of the runs that produced no report and what reads it (ADR 018): the schedule list,
 * the Sites page and the sent reports use it, the form pages never do. Shared by the list, it
 * would go into `list-kit`, which every signed-in page loads with the layout (the edit page passed
 * its budget by 2.3 kB): it stays a chunk of the pages that use it.
 */
const RUNS_NOT_SENT =
  /[\\/]src[\\/](domain[\\/](runs-not-sent|earlier-runs|sent-reports)|features[\\/]schedules[\\/]api[\\/]get-runs-not-sent)\.ts$/;
/**
 * From this many pages, shared code goes into `signed-in`. Five, not four, since the recipient
 * change across sites made a fifth fan-out page: at four, what those pages share (the review rows,
 * the results) went into `signed-in`, which the form pages load, and the edit page passed its
 * budget (232.1 kB of 232).
 */
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

  /**
   * The app modules that the modules matching `roots` import statically, directly or not, and
   * the library modules these import (through the libraries' entry points).
   */
  const reachedFrom = (roots: Roots) => {
    let found = reached.get(roots);
    if (found) return found;
    found = new Set();
    const queue = [...imports.keys()].filter((id) => roots.some((isRoot) => isRoot(id)));
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      // Into a library only through its entry points (`@mui/material/Stack` is an index that
      // imports Stack.mjs): past them, a library imports far more than Rolldown keeps. A group
      // takes in what the modules it captures really use (includeDependenciesRecursively).
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
        // Static imports only: a dynamic one loads when it is called, in a chunk of its own.
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
          groupable(id) && !LIST_TABLE.test(id) && !FAN_OUT.test(id) && !RUNS_NOT_SENT.test(id),
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
    ],
  };
}
