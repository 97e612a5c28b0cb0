/*
 * The design's sizes that both code and stylesheets need, defined once (docs/decisions/
 * 023-one-design-system.md). The theme (src/app/theme.ts) is built from them, the lists'
 * stylesheet and the fields' parts read them, and code that measures the page (how many rows
 * fit the window, where start-up draws its rows) reads the same numbers. Plain numbers and
 * strings, importing nothing, so that start-up code may read them before React or MUI load.
 */

/** MUI's breakpoints (its defaults), in px: the theme's, and the start of a CSS media query's. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/**
 * Phones from 360 px wide (most of them): two short fields, or three short choices, fit a line;
 * on a narrower one they take a line each.
 */
export const FROM_PHONE_360 = '@media (min-width: 360px)';

/** The theme's corner radius, in px. */
export const BORDER_RADIUS_PX = 8;

/** A list row's line height, and its cells' padding above and below it, in px. */
export const ROW_LINE_PX = 20;
export const ROW_PADDING_Y_PX = 5;

/** A list row's height in px when its cells are one line: its line, its padding, its rule. */
export const ROW_HEIGHT_PX = ROW_LINE_PX + 2 * ROW_PADDING_Y_PX + 1;

/** A phone card's height in px, about, when its title is one line: four lines and its padding. */
export const CARD_HEIGHT_PX = 100;

/**
 * What a list page draws above its first row, in px. The least heights count the rows that fill
 * the window first (more rows than fit are drawn a frame later); `schedulesFromLg` is the
 * schedule list's exact height from the lg breakpoint up, where start-up draws its opening rows
 * (src/startup/early-rows.ts) so that the page's own rows take their place without moving
 * (e2e/early-rows.spec.ts). A site name long enough to wrap the heading moves them a line.
 */
export const ABOVE_ROWS_PX = {
  /** Schedules: heading, controls and the count; more on phones, where the controls stack. */
  schedules: 300,
  /** Sites: heading, recent sites, search, summary, counting line, Coming up's line. */
  sites: 360,
  /** Schedules from lg: breadcrumbs, heading, views and actions, search and filters, the count. */
  schedulesFromLg: 192,
} as const;

/** A field's input or select box, in px: a button beside one is as tall. */
export const FIELD_HEIGHT_PX = 48;

/** From the top of a field to the top of its input (label line and gap): to line up a button. */
export const INPUT_TOP = '26px';
