import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useUnsavedChanges } from '#src/lib/forms/use-unsaved-changes';

/** Asks before leaving a page while its bulk run goes on: the rest would not be changed. */
export function LeaveRunDialog({ active }: { active: boolean }) {
  const leaving = useUnsavedChanges(active);
  return (
    <ConfirmDialog
      open={leaving.confirmOpen}
      title="Stop changing the schedules?"
      onCancel={leaving.keepEditing}
      actions={
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe choice */}
          <Button onClick={leaving.keepEditing} variant="contained" autoFocus>
            Stay
          </Button>
          <Button onClick={leaving.discard} color="error">
            Leave
          </Button>
        </>
      }
    >
      The schedules not sent yet will not be changed if you leave now. Those already sent still
      finish.
    </ConfirmDialog>
  );
}
