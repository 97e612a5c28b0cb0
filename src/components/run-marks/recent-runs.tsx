import type { RunState } from '#src/domain/run-states';
import { runCountsInWords, runInWords } from './run-words';

/** How many of a schedule's runs the list's compact strip shows, newest last. */
export const RECENT_RUNS_SHOWN = 8;

/**
 * A schedule's last runs as small marks for a list's row or card (issue 51): one image named by
 * its counts and its newest run, each mark's own words on hover. Plain elements, as a row's cells
 * are; styled by the list's stylesheet (`runMarkStyles` under `.recent-runs`). The edit page's
 * strip has a mark per run in retention, each one focusable.
 */
export function RecentRuns({
  states,
  timeZone,
  currentYear,
}: {
  /** The schedule's runs, oldest first; the last RECENT_RUNS_SHOWN are drawn. */
  states: readonly RunState[];
  timeZone: string;
  currentYear: number;
}) {
  const shown = states.slice(-RECENT_RUNS_SHOWN);
  const newest = shown.at(-1);
  if (!newest) {
    return (
      <span className="recent-runs recent-runs--none" title="No report with this title kept yet">
        <span aria-hidden="true">—</span>
        <span className="data-hidden">No runs judged: no report with this title kept yet</span>
      </span>
    );
  }
  const last = shown.length === 1 ? 'Last run' : `Last ${shown.length} runs`;
  const name = `${last}: ${runCountsInWords(shown)}. Newest: ${runInWords(newest, timeZone, currentYear)}`;
  return (
    <span className="recent-runs" role="img" aria-label={name}>
      {shown.map((run) => (
        <span
          key={run.at}
          className={`run-mark run-mark--${run.state}`}
          title={runInWords(run, timeZone, currentYear)}
        />
      ))}
    </span>
  );
}
