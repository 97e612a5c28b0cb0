import { useState } from 'react';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { asSentence } from '#src/domain/format';
import { recipientsInWords } from '#src/domain/recipients';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { scheduleDisplay } from '#src/features/schedules/components/schedule-list/schedule-display';
import { isApiError } from '#src/lib/http/api-client';
import { isAmbiguousFailure } from '#src/lib/http/request-policy';

/** What went wrong, and what to do next, in the dialog's words. */
function failureText(error: unknown): string {
  const message = asSentence(error instanceof Error ? error.message : String(error));
  if (isAmbiguousFailure(error)) {
    return (
      `${message} The answer was lost, so the schedule may be deleted already. ` +
      'Try again: if it was deleted, we will say so.'
    );
  }
  if (isApiError(error) && error.kind === 'forbidden') return message;
  return `${message} Nothing was deleted. Try again, or keep it.`;
}

/** Confirms a delete, Keep it focused; a failure stays with what to do, and Delete becomes Try again. */
export function DeleteScheduleDialog({
  schedule,
  zones,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  /** The schedule to delete; null keeps the dialog closed. */
  schedule: Schedule | null;
  zones: CalendarZones;
  deleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [now] = useState(() => new Date());
  const words = schedule ? scheduleDisplay(schedule, zones, now) : undefined;
  const forbidden = isApiError(error) && error.kind === 'forbidden';
  return (
    <ConfirmDialog
      open={schedule !== null}
      title={words ? `Stop “${words.title}”?` : ''}
      onCancel={() => {
        if (!deleting) onCancel();
      }}
      status={
        deleting ? (
          <Alert severity="info" role="status">
            Deleting…
          </Alert>
        ) : error ? (
          <Alert severity="error">{failureText(error)}</Alert>
        ) : null
      }
      actions={
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe choice */}
          <Button onClick={onCancel} variant="contained" autoFocus disabled={deleting}>
            Keep it
          </Button>
          {forbidden ? null : (
            <Button onClick={onConfirm} color="error" disabled={deleting}>
              {error ? 'Try again' : 'Delete schedule'}
            </Button>
          )}
        </>
      }
    >
      {words && schedule
        ? `${words.cadence}. ${recipientsInWords(schedule.recipients)} will get no more ` +
          'reports. You can create it again afterwards, as a new schedule.'
        : null}
    </ConfirmDialog>
  );
}
