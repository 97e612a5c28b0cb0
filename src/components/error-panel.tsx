import { useState } from 'react';
import { ADVICE, isApiError, withAdvice, type ApiErrorKind } from '#src/lib/http/api-error';
import { useSecondsUntil } from './retry-countdown';
import { Button } from './button';
import { Alert, AlertTitle } from './alert';

const TITLES: Record<ApiErrorKind, string> = {
  bad_request: 'The request was not accepted',
  unauthenticated: 'Please sign in again',
  forbidden: "You don't have permission to do this",
  not_found: 'Not found',
  rate_limited: 'Too many requests',
  server: 'The service had a problem',
  bad_gateway: 'The service had a problem',
  unavailable: 'The service is unavailable',
  network: 'Could not reach the service',
  timeout: 'The service took too long',
  invalid_response: 'Unexpected data from the service',
};

function errorTitle(error: unknown): string {
  return isApiError(error) ? TITLES[error.kind] : 'Something went wrong';
}

/** A failed request in the page, with what to do next; a 429 counts down its Retry-After. */
export function ErrorPanel({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const kind = isApiError(error) ? error.kind : undefined;
  const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
  const [deadline] = useState(() => (retryAfter ? Date.now() + retryAfter * 1000 : null));
  const secondsLeft = useSecondsUntil(deadline);
  const message = error instanceof Error ? error.message : String(error);
  const canRetry =
    onRetry && kind !== 'forbidden' && kind !== 'not_found' && kind !== 'bad_request';

  return (
    <Alert
      severity={kind === 'rate_limited' ? 'warning' : 'error'}
      role="alert"
      action={
        canRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={secondsLeft > 0}>
            {secondsLeft > 0 ? `Try again in ${secondsLeft} s` : 'Try again'}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title ?? errorTitle(error)}</AlertTitle>
      {withAdvice(message, kind ? ADVICE[kind] : undefined)}
    </Alert>
  );
}
