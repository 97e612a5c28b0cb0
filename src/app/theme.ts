import { createTheme, type CSSObject } from '@mui/material/styles';
import { BORDER_RADIUS_PX, BREAKPOINTS } from '#src/components/tokens';

/* The app's one theme (docs/decisions/023-one-design-system.md); sizes shared with tokens.ts. */

declare module '@mui/material/styles' {
  interface Palette {
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
    // Sentence case everywhere, as labels are written; the lists' plain controls share this style.
    button: { textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard focus always shows; `:where` weighs nothing, so components keep their own.
        ':where(:focus-visible)': { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 },
        // A heading focus moves to on a page change is not a control: no ring, and tabindex -1.
        ':is(h1, h2, h3)[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Flex `gap`: MUI's sibling-margin rule restyles every row when one is added or removed.
    MuiStack: { defaultProps: { useFlexGap: true } },
    // The demo settings' fields (the one place MUI's TextField serves, ADR 023).
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
