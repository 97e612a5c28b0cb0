import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useCallback, useId, useRef, useState } from 'react';
import { useOutsideDismiss } from '#src/lib/use-outside-dismiss';
import { Button } from '#src/components/button';

/**
 * "Export" and the files it offers, as a disclosure: the button shows or hides a short list of
 * buttons under it, reached with Tab; Escape, a click elsewhere or focus moving away hides it.
 * Our own and small: MUI's Menu (with Popover and Modal) would add some 8 kB gzip to the list.
 */
export function ExportMenu({
  items,
  busy,
}: {
  items: readonly { label: string; onSelect: () => void }[];
  /** A file is being made: the button shows it, and keeps its focus (it is not disabled). */
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const closeQuietly = useCallback(() => setOpen(false), []);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useOutsideDismiss(open, rootRef, closeQuietly);

  const close = () => {
    buttonRef.current?.focus();
    setOpen(false);
  };

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <Button
        ref={buttonRef}
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={busy || undefined}
        onClick={() => setOpen(!open)}
      >
        {busy ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : null}
        Export
      </Button>
      {open ? (
        <Paper
          id={listId}
          component="ul"
          elevation={8}
          sx={{
            position: 'absolute',
            zIndex: 'modal',
            // The button starts its line, so the list opens to its right.
            left: 0,
            top: '100%',
            width: 'max-content',
            mt: 0.5,
            p: 0.5,
            listStyle: 'none',
          }}
        >
          {items.map((item) => (
            <li key={item.label}>
              <Button
                sx={{ width: 1, justifyContent: 'flex-start' }}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
