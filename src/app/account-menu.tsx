import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Button } from '#src/components/button';
import { useMenuButton } from '#src/components/menu-button';
import { visuallyHidden } from '#src/components/visually-hidden';
import type { SignedInUser } from '#src/lib/session/auth';

/** Who is signed in, and Sign out; Sign out puts focus back on the button, in case a form asks. */
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
  const { open, menuId, rootRef, buttonProps } = useMenuButton();

  return (
    <Box ref={rootRef} sx={{ position: 'relative', minWidth: 0 }}>
      <Button
        {...buttonProps}
        color="inherit"
        variant="outlined"
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
        id={menuId}
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
        <Button variant="outlined" onClick={onSignOut}>
          Sign out
        </Button>
      </Paper>
    </Box>
  );
});
