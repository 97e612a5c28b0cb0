import { createTheme, type CSSObject } from '@mui/material/styles';
import { BORDER_RADIUS_PX, BREAKPOINTS } from '#src/components/tokens';

/*
 * The app's one theme: every colour, the type, the spacing and the corner radius come from here,
 * and the sizes code also needs from src/components/tokens.ts (docs/decisions/023-one-design-system.md).
 */

declare module '@mui/material/styles' {
  interface Palette {
    /** Behind a modal dialog. */
    backdrop: string;
    /** A control's hover on a tinted surface (an alert's close button). */
    hoverOnTint: string;
  }
  interface PaletteOptions {
    backdrop?: string;
    hoverOnTint?: string;
  }
  interface Mixins {
    /** The keyboard focus ring of the app's own controls. */
    focusRing: CSSObject;
    /** A plain link in a list's cell (a site's name, a report's PDF): the primary colour, medium. */
    textLink: CSSObject;
  }
}

const PRIMARY = '#0e5a8a';
const focusRing = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 };

/** Colours chosen for at least 4.5:1 contrast on white (WCAG AA), checked by the axe scans. */
export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#6b3fa0' },
    background: { default: '#f5f7fa' },
    // MUI's own warning.dark (#e65100) is 3.8:1 on white: too light for the notes that use it.
    warning: { main: '#ed6c02', dark: '#8a3c00' },
    backdrop: 'rgba(0, 0, 0, 0.5)',
    hoverOnTint: 'rgba(0, 0, 0, 0.06)',
  },
  mixins: {
    focusRing,
    textLink: {
      color: PRIMARY,
      fontWeight: 500,
      textUnderlineOffset: '0.15em',
      '&:focus-visible': focusRing,
    },
  },
  shape: { borderRadius: BORDER_RADIUS_PX },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // One voice: every button, tab and menu item in sentence case, as its label is written.
    // MUI's default upper-cases them by CSS; this app's own Button and the lists' plain
    // controls take their look from this style too.
    button: { textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Wherever focus lands by keyboard, it shows. `:where` weighs nothing, so components
        // with a focus look of their own (buttons, fields, MUI's ripple) keep theirs.
        ':where(:focus-visible)': { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 },
        // A heading the app moves focus to (PageHeading, after every page change) is where
        // reading starts, not a control: a ring round it reads as a selection to mouse users.
        // Out of the tab order (tabindex -1), so a keyboard user never tabs onto it either.
        ':is(h1, h2, h3)[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Gaps by the flex `gap` property, not margins set by `> :not(style) ~ :not(style)` rules:
    // a rule with no class on its left makes the browser restyle every row of a list after
    // each row added or removed.
    MuiStack: { defaultProps: { useFlexGap: true } },
    // The demo settings' fields (the one place MUI's TextField serves, ADR 023).
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
