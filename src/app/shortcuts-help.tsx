/** The list of keyboard shortcuts, opened by '?'; loaded on first use (keyboard-shortcuts.tsx). */
import { styled } from '@mui/material/styles';
import { Button } from '#src/components/button';
import { ConfirmDialog } from '#src/components/confirm-dialog';

const SHORTCUTS = [
  ['Ctrl+K', '⌘K', 'Go to a site'],
  ['/', '', 'Search this page'],
  ['?', '', 'These shortcuts'],
  ['Escape', '', 'Close a dialog or menu'],
] as const;

/* One shortcut a line; the dialog's body is a paragraph, so the lines are spans. */
const Line = styled('span')(({ theme }) => ({
  display: 'block',
  '& + &': { marginTop: theme.spacing(0.5) },
  kbd: { fontFamily: 'inherit', fontWeight: 600 },
}));

export default function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Keyboard shortcuts"
      onCancel={onClose}
      actions={
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one control
        <Button variant="contained" autoFocus onClick={onClose}>
          Close
        </Button>
      }
    >
      {SHORTCUTS.map(([key, mac, what]) => (
        <Line key={key}>
          <kbd>{key}</kbd>
          {mac ? (
            <>
              {' or '}
              <kbd>{mac}</kbd>
            </>
          ) : null}
          : {what}
        </Line>
      ))}
      <Line>None of them fires while you type in a field, except Ctrl+K.</Line>
    </ConfirmDialog>
  );
}
