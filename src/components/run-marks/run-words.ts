import { formatCompactRunDateTime } from '#src/domain/format';
import type { RunState } from '#src/domain/run-states';

/** A run's state in words, as the strips say it. */
const RUN_STATE_WORDS: Record<RunState['state'], string> = {
  sent: 'Sent',
  'not-sent': 'Not sent',
  due: 'Due',
  'not-judged': 'Not judged',
};

/** Why a run is not judged, after its state: what the strip cannot claim, and why. */
const NOT_JUDGED_WHY = {
  // No "title", "name" or "time" here: the edit form's fields are labelled so.
  'before-first-report': 'before its first report kept, as the schedule is now',
  'rule-changed': 'its cadence or hour changed since its last report',
  renamed: 'it was renamed, and an earlier report may be its own',
} as const;

/** "Not sent: Tue, Dec 1, 09:00 EST", with why for a run not judged; in the user's zone. */
export function runInWords(run: RunState, timeZone: string, currentYear: number): string {
  const when = formatCompactRunDateTime(new Date(run.at), timeZone, {
    currentYear,
    withZone: true,
  });
  const why = run.state === 'not-judged' ? ` (${NOT_JUDGED_WHY[run.why]})` : '';
  return `${RUN_STATE_WORDS[run.state]}: ${when}${why}`;
}

/** "3 sent, 1 not sent, 8 not judged": each state the runs have, in the strips' order. */
export function runCountsInWords(states: readonly RunState[]): string {
  const counts = new Map<RunState['state'], number>();
  for (const { state } of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return (['sent', 'not-sent', 'due', 'not-judged'] as const)
    .filter((state) => counts.has(state))
    .map((state) => `${counts.get(state)} ${RUN_STATE_WORDS[state].toLowerCase()}`)
    .join(', ');
}

/** "1 run", "12 runs". */
export function runsCount(count: number): string {
  return count === 1 ? '1 run' : `${count} runs`;
}
