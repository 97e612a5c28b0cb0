import Box from '@mui/material/Box';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { Alert, AlertTitle } from './alert';

interface State {
  error: Error | null;
  /** Moving elsewhere clears the error. */
  at: string;
}

/** A lazy page's code that could not be fetched ("Failed to fetch dynamically imported module"). */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
    error.message,
  );
}

/** Says what to do when a page throws, above all when its code could not load. */
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
