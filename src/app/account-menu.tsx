import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import type { SignedInUser } from '#src/lib/auth';

/**
 * Who is signed in, and Sign out, behind one button that shows the user's name at every screen
 * width. A disclosure (a button that shows a panel) rather than an ARIA menu: one of its two
 * parts is text, and Tab moves through it as through the rest of the page.
 */
export const AccountMenu = memo(function AccountMenu({
  username,
  user,
  onSignOut,
}: {
  username: string;
  /** Who the service says signed in (`GET /user`); the API username alone where it does not. */
  user: SignedInUser | undefined;
  onSignOut: () => void;
}) {
  const name = user?.name ?? username;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere closes it: not every browser moves focus on a click.
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [open]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the panel closes it.
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  }

  function signOut() {
    setOpen(false);
    // Where focus returns should the sign-out ask first (a form with unsaved changes).
    toggleRef.current?.focus();
    onSignOut();
  }

  return (
    <Box ref={rootRef} onBlur={handleBlur} sx={{ position: 'relative', minWidth: 0 }}>
      <Button
        ref={toggleRef}
        color="inherit"
        variant="outlined"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        sx={{ maxWidth: '100%', textTransform: 'none' }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 24,
            height: 24,
            borderRadius: '50%',
            bgcolor: 'common.white',
            color: 'primary.main',
            fontWeight: 700,
          }}
        >
          {name.charAt(0).toUpperCase()}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          Account:{' '}
        </Box>
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      <Paper
        id={panelId}
        hidden={!open}
        elevation={8}
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          mt: 1,
          p: 2,
          width: 'max-content',
          maxWidth: 'calc(100vw - 32px)',
          zIndex: 'appBar',
          color: 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Signed in as <strong>{name}</strong>
        </Typography>
        {user ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        ) : null}
        <Box sx={{ mb: 1.5 }} />
        <Button variant="outlined" onClick={signOut}>
          Sign out
        </Button>
      </Paper>
    </Box>
  );
});
