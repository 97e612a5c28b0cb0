import { createTheme, type CSSObject } from '@mui/material/styles';
import { BORDER_RADIUS_PX, BREAKPOINTS } from '#src/components/tokens';
import { COLOR_SCHEME_ATTRIBUTE } from '#src/startup/head-script';

/* The app's one theme (docs/decisions/023-one-design-system.md); sizes shared with tokens.ts. */

declare module '@mui/material/styles' {
  /** The theme has CSS variables (`theme.vars`), one set per colour scheme. */
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    backdrop: string;
    /** A control's hover on a tinted surface (an alert's close button). */
    hoverOnTint: string;
    /** The page header's bar and what is written on it. */
    header: { background: string; text: string };
  }
  interface PaletteOptions {
    backdrop?: string;
    hoverOnTint?: string;
    header?: { background: string; text: string };
  }
  interface Mixins {
    /** The keyboard focus ring of the app's own controls. */
    focusRing: CSSObject;
    /** A plain link in a list's cell (a site's name, a report's PDF): the primary colour, medium. */
    textLink: CSSObject;
  }
}

const PRIMARY = '#0e5a8a';

/**
 * Two schemes, each colour chosen for at least 4.5:1 contrast (WCAG AA) as text on its scheme's
 * paper and page, checked by the axe scans of both. Styles read them as CSS variables
 * (`theme.vars`), which the scheme marked on <html> sets (docs/decisions/029-dark-scheme.md).
 */
const built = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY },
        secondary: { main: '#6b3fa0' },
        background: { default: '#f5f7fa' },
        // MUI's own warning.dark (#e65100) is 3.8:1 on white: too light for the notes that use it.
        warning: { main: '#ed6c02', dark: '#8a3c00' },
        backdrop: 'rgba(0, 0, 0, 0.5)',
        hoverOnTint: 'rgba(0, 0, 0, 0.06)',
        header: { background: PRIMARY, text: '#fff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7cc4f5' },
        secondary: { main: '#c9a7f5' },
        background: { default: '#121417', paper: '#1b1e23' },
        // `dark` is what the notes are written in and what a badge puts dark text on: on a dark
        // page that is the lighter shade (the main colours take dark text here too).
        error: { main: '#ff6b6b', dark: '#ffa8a8' },
        warning: { main: '#ffa726', dark: '#ffb74d' },
        backdrop: 'rgba(0, 0, 0, 0.7)',
        hoverOnTint: 'rgba(255, 255, 255, 0.08)',
        // The brand's blue, deepened: a light bar would glare above a dark page.
        header: { background: '#12354f', text: '#fff' },
      },
    },
  },
  breakpoints: { values: BREAKPOINTS },
  shape: { borderRadius: BORDER_RADIUS_PX },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Sentence case everywhere, as labels are written; the lists' plain controls share this style.
    button: { textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // Keyboard focus always shows; `:where` weighs nothing, so components keep their own.
        ':where(:focus-visible)': {
          outline: `3px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
        // A heading focus moves to on a page change is not a control: no ring, and tabindex -1.
        ':is(h1, h2, h3)[tabindex="-1"]:focus': { outline: 'none' },
      }),
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Flex `gap`: MUI's sibling-margin rule restyles every row when one is added or removed.
    MuiStack: { defaultProps: { useFlexGap: true } },
    // The demo settings' fields (the one place MUI's TextField serves, ADR 023).
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

// The mixins read the primary colour's variable, known once the theme is built.
const primaryVar = built.vars.palette.primary.main;
const focusRing = { outline: `2px solid ${primaryVar}`, outlineOffset: 2 };
built.mixins.focusRing = focusRing;
built.mixins.textLink = {
  color: primaryVar,
  fontWeight: 500,
  textUnderlineOffset: '0.15em',
  '&:focus-visible': focusRing,
};

export const theme = built;
