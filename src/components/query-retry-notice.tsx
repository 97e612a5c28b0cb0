import { useEffect, useState } from 'react';
import { isApiError } from '#src/lib/http/api-error';
import { MAX_READ_RETRIES } from '#src/lib/http/request-policy';
import { useSecondsUntil } from './retry-countdown';
import { Alert } from './alert';

/** While React Query waits to retry a failed read, so a slow page explains itself. */
export function QueryRetryNotice({
  failureReason,
  failureCount,
}: {
  failureReason: unknown;
  failureCount: number;
}) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const retryAfter = isApiError(failureReason) ? failureReason.retryAfterSeconds : undefined;

  useEffect(() => {
    // A new failure starts a new wait.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDeadline(retryAfter ? Date.now() + retryAfter * 1000 : null);
  }, [failureReason, retryAfter]);

  const secondsLeft = useSecondsUntil(deadline);
  if (!failureReason || failureCount === 0) return null;

  const what =
    isApiError(failureReason) && failureReason.kind === 'rate_limited'
      ? 'Too many requests.'
      : failureReason instanceof Error
        ? failureReason.message
        : 'The request failed.';
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {what}{' '}
      {secondsLeft > 0
        ? `Retrying in ${secondsLeft} s (attempt ${failureCount + 1} of ${MAX_READ_RETRIES + 1})…`
        : `Retrying (attempt ${failureCount + 1} of ${MAX_READ_RETRIES + 1})…`}
    </Alert>
  );
}
