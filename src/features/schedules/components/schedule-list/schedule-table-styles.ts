import type { Theme } from '@mui/material/styles';
import { runMarkStyles } from '#src/components/run-marks/run-mark-styles';
import { RECENT_RUNS_SHOWN } from '#src/components/run-marks/recent-runs';

// Column widths beside DataTableStyles (ADR 027). Cadence and next run are sized for their
// longest text and never cut. Recipients and template are sized for a typical name, so that it
// reads whole (a name is what a user searches for and tells rows apart by), in em so that they
// follow the type's size. The title takes the rest; one longer than its column is read whole over
// its row while pointed at (data-expand).

/** A cell's padding, both sides together (DataTableStyles). */
const CELL_PADDING_PX = 16;

/** A column for `em` of text in the table's type, with its cell's padding. */
const textWidth = (em: number) => `calc(${em}em + ${CELL_PADDING_PX}px)`;

/** A recent run's mark in a row or card, and the gap between two, in px. */
const MARK = { width: 6, height: 14, gap: 2 };

export function scheduleTableStyles(theme: Theme) {
  const { typography } = theme;
  // The theme's CSS variables where it has them (a colour scheme chosen by the user), else its values.
  const { palette } = theme.vars ?? theme;
  return {
    '.schedule-table': {
      '& .schedule-table__cadence': { width: 228 },
      // A date and time ('Wed, May 28, 10:00 PM'); with a year where one of the page's has one.
      '& .schedule-table__run': { width: 184 },
      '&.schedule-table--years .schedule-table__run': { width: 226 },
      // A first recipient's name such as 'Dana Whitfield' or 'Hannah Brooks', then '+4 more'.
      '& .schedule-table__recipients': { width: textWidth(12.75) },
      // A template's name of about 22 letters ('Security & maintenance').
      '& .schedule-table__template': { width: textWidth(12.5) },
      // Its header's two words, or the strip's marks (MARK) where they are wider.
      '& .schedule-table__recent-runs': {
        width: Math.max(96, RECENT_RUNS_SHOWN * (MARK.width + MARK.gap) + CELL_PADDING_PX),
      },
      '& .schedule-table__actions': { width: 96 },
      // A read-only account's row: its calendar file alone.
      '& .schedule-table__actions--read': { width: 64 },
      '& .data-sort, & tbody th': { fontWeight: 500 },
    },
    // Buttons no taller than a line of text, so a row stays one line high.
    '.schedule-table .schedule-row__actions': { paddingTop: 4, paddingBottom: 4 },
    // Where the Template column has stepped aside: the template on the title's second line, shown
    // with the whole title while the row is pointed at or focused. Generated, so that it is no part
    // of the title's text, and with no words for screen readers (`/ ''`), as it is not the title.
    '.data-row:is(:hover, :focus-within) .data-expand__text[data-template]::after': {
      content: `'Template: ' attr(data-template) / ''`,
      display: 'block',
      color: palette.text.secondary,
    },
    '.schedule-card__line': { ...typography.body2, margin: 0 },
    // A schedule's last runs (RecentRuns): small marks on the row's line, bottoms aligned.
    '.recent-runs': {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: MARK.gap,
      verticalAlign: 'middle',
      ...runMarkStyles(theme, MARK),
    },
    '.recent-runs--none': { color: palette.text.secondary },
    // On a card, the marks before the template, which takes what is left of the line.
    '.data-card__foot .recent-runs': { flex: 'none' },
    '.data-card__foot .schedule-card__template': { flex: 1 },
  };
}
