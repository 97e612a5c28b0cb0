import { ConfirmDialog } from '#src/components/confirm-dialog';
import { Button } from '#src/components/button';

/** "Discard unsaved changes?" Keep editing is the prominent button: it is the safe choice. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      onCancel={onKeepEditing}
      actions={
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe choice */}
          <Button onClick={onKeepEditing} variant="contained" autoFocus>
            Keep editing
          </Button>
          <Button onClick={onDiscard} color="error">
            Discard
          </Button>
        </>
      }
    >
      The changes you made to this schedule have not been saved. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
