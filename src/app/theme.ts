import { createTheme } from '@mui/material/styles';

/** Colours chosen for at least 4.5:1 contrast on white (WCAG AA), checked by the axe scans. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0e5a8a' },
    secondary: { main: '#6b3fa0' },
    background: { default: '#f5f7fa' },
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
