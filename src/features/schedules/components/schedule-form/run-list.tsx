import List from '@mui/material/List';
import type { Theme } from '@mui/material/styles';
import { formatRunDateTime } from '#src/domain/format';
import type { CalendarZones, PreviewRun, RunMove } from '#src/domain/schedule-rule';

/** The rows as MUI's dense ListItem without gutters drew them; a moved run's call-out below. */
const runListStyles = {
  '& > li': {
    display: 'block',
    position: 'relative',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'left',
    textDecoration: 'none',
    py: 0.5,
  },
  // The chip keeps its place at the start and the reason wraps beside it, even at 375 px.
  '& .run-move': (theme: Theme) => ({
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing(1),
    marginTop: theme.spacing(0.25),
    color: theme.palette.warning.dark,
  }),
  '& .run-move__chip': (theme: Theme) => ({
    ...theme.typography.caption,
    flex: 'none',
    fontWeight: 700,
    lineHeight: 1.6,
    padding: theme.spacing(0, 0.75),
    border: `1px solid ${theme.palette.warning.dark}`,
    borderRadius: 999,
  }),
} as const;

/**
 * The next runs, a moved one called out with a "Moved" chip and the reason in words; rows
 * update in place.
 */
export function RunList({
  runs,
  moves,
  zones,
}: {
  runs: readonly PreviewRun[];
  /** How each run moved (`runMove`), by position; undefined where it did not. */
  moves: readonly (RunMove | undefined)[];
  zones: CalendarZones;
}) {
  return (
    <List
      dense
      disablePadding
      component="ol"
      aria-label={`Next ${runs.length} runs`}
      sx={runListStyles}
    >
      {runs.map((run, index) => {
        const move = moves[index];
        return (
          // Rows by position: a new cadence updates the twelve rows in place.
          <li key={index}>
            <time dateTime={run.at.toISOString()}>{formatRunDateTime(run.at, zones.user)}</time>
            {/* Spaces, so that the words do not run together where the boxes end. */}
            {move ? (
              <>
                {' '}
                <span className="run-move">
                  <span className="run-move__chip">Moved</span> <span>{move.reason}</span>
                </span>
              </>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
