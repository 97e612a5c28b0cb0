/** The production server's load check (scripts/load-check.ts), printed as it comes. */
import { formatLoadMarkdown, runLoadCheck, type LoadReport } from '#scripts/load-check';
import { errorMessage } from './errors';
import { DIST_DIR } from './settings';

/** The load report, or why it could not be measured; both null when the check was skipped. */
export type ServerLoad =
  | { load: LoadReport; loadError: null }
  | { load: null; loadError: string }
  | { load: null; loadError: null };

/** Runs the check; a failure is reported in the results instead of ending the benchmark. */
export async function measureServerLoad(): Promise<ServerLoad> {
  try {
    const load = await runLoadCheck({ distDir: DIST_DIR, log: console.log });
    console.log(formatLoadMarkdown(load));
    return { load, loadError: null };
  } catch (error) {
    const loadError = errorMessage(error);
    console.log(`  not measured: ${loadError}`);
    return { load: null, loadError };
  }
}
