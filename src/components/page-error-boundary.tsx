import Box from '@mui/material/Box';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { Alert, AlertTitle } from './alert';

interface State {
  error: Error | null;
  /** The location the error happened at: moving elsewhere clears it. */
  at: string;
}

/** A lazy page's code that could not be fetched ("Failed to fetch dynamically imported module"). */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
    error.message,
  );
}

/**
 * Catches what a page throws while rendering, above all a page whose code could not be loaded
 * (offline, or a new release replaced the files), and says what to do, instead of React
 * leaving a blank window. Navigating to another page clears it.
 */
export class PageErrorBoundary extends Component<{ location: string; children: ReactNode }, State> {
  override state: State = { error: null, at: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { location: string }, state: State): Partial<State> {
    if (state.error && props.location !== state.at) return { error: null, at: props.location };
    return { at: props.location };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // For whoever opens the console; the page itself says what to do.
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          <AlertTitle>
            {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
          </AlertTitle>
          {chunk
            ? 'Check your connection, then reload. If the app was just updated, reloading fetches the new version.'
            : 'Reload the page to try again. Unsaved changes to a schedule are kept as a draft.'}
        </Alert>
      </Box>
    );
  }
}
