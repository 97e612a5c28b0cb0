import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

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
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeepEditing}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Discard unsaved changes?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          The changes you made to this schedule have not been saved. If you leave now, they are
          lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} variant="contained">
          Keep editing
        </Button>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
