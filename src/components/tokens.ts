// The design's sizes (ADR 023); importing nothing, so that start-up code may read them early.

/** MUI's default breakpoints, in px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/**
 * The pages' width: at most `lg` (1,200 px), and from a window of WIDE_FROM_PX at most `xl`, so
 * that a wide window gives a table's extra columns room of their own (the Sites page's Tags).
 */
export const WIDE_FROM_PX = 1440;

/** A form keeps the `lg` page's measure (less its padding) where the pages widen: fields stay short. */
export const FORM_MAX_WIDTH_PX = BREAKPOINTS.lg - 48;

/** From this width two short fields, or three short choices, fit a line. */
export const FROM_PHONE_360 = '@media (min-width: 360px)';

export const BORDER_RADIUS_PX = 8;

export const ROW_LINE_PX = 20;
export const ROW_PADDING_Y_PX = 5;

/** A one-line list row's height in px: line, padding, rule. */
export const ROW_HEIGHT_PX = ROW_LINE_PX + 2 * ROW_PADDING_Y_PX + 1;

/** About a phone card's height in px with a one-line title. */
export const CARD_HEIGHT_PX = 100;

/** Height (px, at least) above a list's first row; `schedulesFromLg` exact (early-rows.ts). */
export const ABOVE_ROWS_PX = {
  schedules: 300,
  sites: 300,
  schedulesFromLg: 192,
} as const;

/**
 * The Sites page from lg up: the height from its top to its table's box (the heading, the search
 * and its choices, the count, Coming up and the month's delivery), and what "Recently opened"
 * adds. Exact, to the fraction of a pixel the fonts give: start-up draws the first rows there
 * (early-rows.ts) and the page's own rows must not move (e2e/early-rows-sites.spec.ts).
 */
export const SITES_ABOVE_TABLE_FROM_LG_PX = {
  base: 259.34375,
  recentSites: 33.96875,
} as const;

/** A field's input or select box, in px: a button beside one is as tall. */
export const FIELD_HEIGHT_PX = 48;

/** From a field's top to its input's: to line up a button. */
export const INPUT_TOP = '26px';
