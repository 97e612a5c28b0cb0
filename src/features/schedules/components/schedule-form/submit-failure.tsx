import { asSentence } from '#src/domain/format';
import Box from '@mui/material/Box';
import { ErrorPanel } from '#src/components/error-panel';
import type { FieldError } from '#src/domain/schemas';
import { isApiError } from '#src/lib/http/api-error';
import { Alert, AlertTitle } from '#src/components/alert';

export interface SubmitFailure {
  error: unknown;
  /** Field errors of a 400 that no form field could show. */
  unplaced: readonly FieldError[];
  /** A create failed ambiguously and the fresh list shows it did not happen. */
  checkedNotCreated?: boolean;
}

/** The failed submit, announced: what went wrong and what to do; the form keeps its values. */
export function SubmitFailureAlert({ failure }: { failure: SubmitFailure }) {
  const { error, unplaced, checkedNotCreated } = failure;
  if (isApiError(error) && error.kind === 'bad_request') {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>The service did not accept the schedule</AlertTitle>
        {asSentence(error.message)}
        {/* This alert sits below the fields, next to the submit button. */}
        {error.fieldErrors.length > unplaced.length ? ' Check the fields marked above.' : null}
        {unplaced.length > 0 ? (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {unplaced.map((fieldError, index) => (
              <li key={index}>
                {fieldError.field ? `${fieldError.field}: ` : ''}
                {fieldError.message ?? fieldError.code ?? fieldError.type ?? 'not accepted'}
              </li>
            ))}
          </Box>
        ) : null}
      </Alert>
    );
  }
  if (checkedNotCreated) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>The schedule was not created</AlertTitle>
        {error instanceof Error ? `${asSentence(error.message)} ` : null}
        The schedule list does not show it, so nothing was saved. Your details are still here: check
        them and select “Create schedule” to send them again.
      </Alert>
    );
  }
  return <ErrorPanel error={error} />;
}
