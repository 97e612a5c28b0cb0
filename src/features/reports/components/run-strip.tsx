import { styled } from '@mui/material/styles';
import { runMarkStyles } from '#src/components/run-marks/run-mark-styles';
import { runCountsInWords, runInWords, runsCount } from '#src/components/run-marks/run-words';
import type { RunState } from '#src/domain/run-states';
import { safeDownloadUrl } from '#src/domain/sent-reports';

// A schedule's runs in the service's retention as a strip of marks, oldest to newest (issue 51),
// as status pages draw a job's history: a gap among sent runs shows at a glance.

const Root = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...runMarkStyles(theme, { width: 10, height: 22 }),
    '& .run-strip__marks': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 3,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '& .run-mark': {
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
    '& .run-strip__counts': { ...theme.typography.body2, margin: '4px 0 0' },
  };
});

/** "12 runs in the last 92 days: 3 sent, 1 not sent, 8 not judged." */
function countsInWords(states: readonly RunState[], retentionDays: number): string {
  return `${runsCount(states.length)} in the last ${retentionDays} days: ${runCountsInWords(states)}.`;
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
          const words = runInWords(run, timeZone, currentYear);
          const className = `run-mark run-mark--${run.state}`;
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
