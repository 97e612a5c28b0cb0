import List from '@mui/material/List';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#src/components/button';
import { formatCompactRunDateTime, formatRunDateTime } from '#src/domain/format';
import type { PreviewRun, RunMove } from '#src/domain/run-preview';
import type { CalendarZones } from '#src/domain/schedule-rule';

/** Runs a phone lists until asked: the calendar shows the month and moved runs are counted above. */
const PHONE_RUN_COUNT = 3;

/** A moved run's chip sits on its line, its reason full width below: two lines on a phone, not three. */
const runListStyles = {
  '& > li': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: 1,
    position: 'relative',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'left',
    textDecoration: 'none',
    py: 0.5,
  },
  '& .run-move__chip': (theme: Theme) => ({
    ...theme.typography.caption,
    flex: 'none',
    fontWeight: 700,
    lineHeight: 1.6,
    padding: theme.spacing(0, 0.75),
    color: (theme.vars ?? theme).palette.warning.dark,
    border: `1px solid ${(theme.vars ?? theme).palette.warning.dark}`,
    borderRadius: 999,
  }),
  '& .run-move__reason': (theme: Theme) => ({
    ...theme.typography.body2,
    flexBasis: '100%',
    color: (theme.vars ?? theme).palette.warning.dark,
  }),
} as const;

/** The next runs, moved ones marked with why, rows updated in place; `compact`: fewer, shorter. */
export function RunList({
  runs,
  moves,
  zones,
  compact,
  currentYear,
  note,
  labelledBy,
}: {
  /** Between the caption and the runs: the count of moved runs, when there are any. */
  note?: ReactNode;
  /** The id of a heading that already names the list (the review's): no caption of its own. */
  labelledBy?: string;
  runs: readonly PreviewRun[];
  /** How each run moved (`runMove`), by position; undefined where it did not. */
  moves: readonly (RunMove | undefined)[];
  zones: CalendarZones;
  compact: boolean;
  /** The year in the user's zone: a short row leaves it out. */
  currentYear: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const captionId = useId();
  const foldable = compact && runs.length > PHONE_RUN_COUNT;
  const shown = foldable && !expanded ? runs.slice(0, PHONE_RUN_COUNT) : runs;
  const writeRun = (at: Date) =>
    compact
      ? formatCompactRunDateTime(at, zones.user, { currentYear, withZone: true })
      : formatRunDateTime(at, zones.user);
  return (
    <>
      {labelledBy ? null : (
        <Typography id={captionId} variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {shown.length === runs.length
            ? `Next ${runs.length} runs`
            : `Next ${shown.length} of ${runs.length} runs`}
        </Typography>
      )}
      {note}
      <List
        dense
        disablePadding
        component="ol"
        id={listId}
        aria-labelledby={labelledBy ?? captionId}
        sx={runListStyles}
      >
        {shown.map((run, index) => {
          const move = moves[index];
          return (
            // Rows by position: a new cadence updates the twelve rows in place.
            <li key={index}>
              <time dateTime={run.at.toISOString()}>{writeRun(run.at)}</time>
              {/* Spaces, so that the words do not run together where the boxes end. */}
              {move ? (
                <>
                  {' '}
                  <span className="run-move__chip">Moved</span>{' '}
                  <span className="run-move__reason">{move.reason}</span>
                </>
              ) : null}
            </li>
          );
        })}
      </List>
      {foldable ? (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((wasExpanded) => !wasExpanded)}
          sx={{ minHeight: 40, ml: -0.5 }}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          Show all {runs.length} runs
        </Button>
      ) : null}
    </>
  );
}
