import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { Button } from '#src/components/button';
import { useMenuButton } from '#src/components/menu-button';

/** "Export" and its files (useMenuButton); our own, as MUI's Menu would weigh on the list's chunk. */
export function ExportMenu({
  items,
  busy,
  label = 'Export',
  opensUpward = false,
}: {
  items: readonly { label: string; onSelect: () => void }[];
  /** A file is being made: the button shows it, and keeps its focus (it is not disabled). */
  busy: boolean;
  label?: string;
  /** For a button at the bottom of the window (the selection bar): the list opens above it. */
  opensUpward?: boolean;
}) {
  const { open, menuId, rootRef, buttonProps } = useMenuButton();
  return (
    <Box ref={rootRef} sx={{ position: 'relative' }}>
      <Button {...buttonProps} variant="outlined" size="small" aria-busy={busy || undefined}>
        {busy ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : null}
        {label}
      </Button>
      {open ? (
        <Paper
          id={menuId}
          component="ul"
          elevation={8}
          sx={{
            position: 'absolute',
            zIndex: 'modal',
            // The button starts its line, so the list opens to its right.
            left: 0,
            ...(opensUpward ? { bottom: '100%', mb: 0.5 } : { top: '100%', mt: 0.5 }),
            width: 'max-content',
            p: 0.5,
            listStyle: 'none',
          }}
        >
          {items.map((item) => (
            <li key={item.label}>
              <Button sx={{ width: 1, justifyContent: 'flex-start' }} onClick={item.onSelect}>
                {item.label}
              </Button>
            </li>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
