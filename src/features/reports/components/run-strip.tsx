import { styled } from '@mui/material/styles';
import { formatCompactRunDateTime } from '#src/domain/format';
import type { RunState } from '#src/domain/run-states';
import { safeDownloadUrl } from '#src/domain/sent-reports';

// A schedule's runs in the service's retention as a strip of marks, oldest to newest (issue 51),
// as status pages draw a job's history: a gap among sent runs shows at a glance.

const STATE_WORDS: Record<RunState['state'], string> = {
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

const Root = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  const mark = { display: 'block', width: 10, height: 22, borderRadius: 2 };
  return {
    '& .run-strip__marks': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 3,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '& .run-strip__mark': {
      ...mark,
      position: 'relative',
      '&:focus-visible': { ...theme.mixins.focusRing, outlineOffset: 2 },
      // Its words on focus, as the title shows them on hover.
      '&:focus-visible::after': {
        content: 'attr(data-words)',
        position: 'absolute',
        zIndex: 1,
        top: '100%',
        left: 0,
        marginTop: 6,
        padding: '2px 6px',
        whiteSpace: 'nowrap',
        ...theme.typography.caption,
        color: palette.background.paper,
        backgroundColor: palette.text.primary,
        borderRadius: 4,
      },
    },
    '& .run-strip__mark--sent': { backgroundColor: palette.success.main },
    // Not sent: the alert's colour and a full height; the others are lower, so the shape says it too.
    '& .run-strip__mark--not-sent': { backgroundColor: palette.error.main },
    '& .run-strip__mark--due': {
      height: 14,
      marginTop: 8,
      border: `2px solid ${palette.success.main}`,
      boxSizing: 'border-box',
    },
    '& .run-strip__mark--not-judged': {
      height: 14,
      marginTop: 8,
      backgroundColor: palette.action.disabled,
    },
    '& .run-strip__counts': { ...theme.typography.body2, margin: '4px 0 0' },
  };
});

/** "12 runs in the last 92 days: 3 sent, 1 not sent, 8 not judged". */
function countsInWords(states: readonly RunState[], retentionDays: number): string {
  const counts = new Map<RunState['state'], number>();
  for (const { state } of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  const parts = (['sent', 'not-sent', 'due', 'not-judged'] as const)
    .filter((state) => counts.has(state))
    .map((state) => `${counts.get(state)} ${STATE_WORDS[state].toLowerCase()}`);
  const runs = states.length === 1 ? '1 run' : `${states.length} runs`;
  return `${runs} in the last ${retentionDays} days: ${parts.join(', ')}.`;
}

/** Each run of the schedule kept by the service as a mark; a sent one opens its report's PDF. */
export function RunStrip({
  states,
  timeZone,
  currentYear,
  retentionDays,
}: {
  states: readonly RunState[];
  timeZone: string;
  currentYear: number;
  retentionDays: number;
}) {
  if (states.length === 0) return null;
  return (
    <Root>
      <ol className="run-strip__marks" aria-label="Recent runs, oldest first">
        {states.map((run) => {
          const when = formatCompactRunDateTime(new Date(run.at), timeZone, {
            currentYear,
            withZone: true,
          });
          const why = run.state === 'not-judged' ? ` (${NOT_JUDGED_WHY[run.why]})` : '';
          const words = `${STATE_WORDS[run.state]}: ${when}${why}`;
          const className = `run-strip__mark run-strip__mark--${run.state}`;
          const href = run.state === 'sent' ? safeDownloadUrl(run.report.download_url) : undefined;
          return (
            <li key={run.at}>
              {href ? (
                <a
                  className={className}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={`${words}. Opens its PDF.`}
                  data-words={words}
                  aria-label={`${words}. Opens its PDF`}
                />
              ) : (
                <span
                  className={className}
                  role="img"
                  // Focusable, so that the keyboard reads a run's words as the pointer does.
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                  title={words}
                  data-words={words}
                  aria-label={words}
                />
              )}
            </li>
          );
        })}
      </ol>
      <p className="run-strip__counts">{countsInWords(states, retentionDays)}</p>
    </Root>
  );
}
