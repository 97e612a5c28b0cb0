import { Alert } from '#src/components/alert';
import { ButtonLink } from '#src/components/button';
import type { DeleteOutcome } from '#src/lib/http/request-policy';
import { recreateSchedulePath } from '#src/features/schedules/schedule-paths';

/** A schedule just deleted, as the list tells of it. */
export interface DeletedSchedule {
  uuid: string;
  title: string;
  outcome: DeleteOutcome;
}

/** "Deleted “…”", with Create it again; says so when someone else deleted it first. */
export function DeletedNotice({
  siteId,
  deleted,
  onDismiss,
}: {
  siteId: string;
  deleted: DeletedSchedule;
  onDismiss: () => void;
}) {
  const text =
    deleted.outcome === 'deleted'
      ? `Deleted “${deleted.title}”. Its recipients will get no more reports.`
      : `“${deleted.title}” had already been deleted, in another tab or by someone else. ` +
        'It is no longer on the list.';
  return (
    <Alert
      severity={deleted.outcome === 'deleted' ? 'success' : 'info'}
      role="status"
      onClose={onDismiss}
    >
      {text}
      {/* Under the text rather than beside it: on a phone the words keep the width. */}
      <div>
        <ButtonLink
          to={recreateSchedulePath(siteId, deleted.uuid)}
          size="small"
          variant="outlined"
          color="inherit"
          sx={{ mt: 1 }}
        >
          Create it again
        </ButtonLink>
      </div>
    </Alert>
  );
}
