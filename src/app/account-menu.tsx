import Paper from '@mui/material/Paper';
import { styled, useColorScheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { useMenuButton } from '#src/components/menu-button';
import { visuallyHidden } from '#src/components/visually-hidden';
import type { SignedInUser } from '#src/lib/session/auth';

const Root = styled('div')(({ theme }) => {
  const { spacing } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    minWidth: 0,
    '.account-menu__button': { maxWidth: '100%' },
    // The header's colours the other way round, so the initial stands out on the bar.
    '.account-menu__initial': {
      display: 'inline-grid',
      placeItems: 'center',
      flexShrink: 0,
      width: 24,
      height: 24,
      borderRadius: '50%',
      backgroundColor: palette.header.text,
      color: palette.header.background,
      fontWeight: 700,
    },
    '.account-menu__hidden': visuallyHidden,
    // One line in the header: a long name is cut short with "…".
    '.account-menu__name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // A phone's header has room for the initial alone: the name is still the button's, and the menu's.
    [theme.breakpoints.down('sm')]: { '.account-menu__name': visuallyHidden },
    '.account-menu__popup': {
      position: 'absolute',
      right: 0,
      top: '100%',
      marginTop: spacing(1),
      padding: spacing(2),
      width: 'max-content',
      maxWidth: `calc(100vw - ${spacing(4)})`,
      zIndex: theme.zIndex.appBar,
      color: palette.text.primary,
    },
    // A long name or address wraps rather than widen the menu past the window.
    '.account-menu__who': { marginBottom: spacing(1.5), overflowWrap: 'anywhere' },
    '.account-menu__scheme': { marginBottom: spacing(1.5) },
  };
});

const SCHEMES = [
  { mode: 'system', label: 'System' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
] as const;

/**
 * The colour scheme: the system's, or light or dark whatever the system says. MUI keeps the
 * choice in localStorage (this browser's), and start-up reads it before the first paint
 * (src/startup/head-script.ts).
 */
function SchemeChoice({ name }: { name: string }) {
  const { mode, setMode } = useColorScheme();
  return (
    <div className="account-menu__scheme">
      <ChoiceGroup legend="Theme" oneLine>
        {SCHEMES.map((scheme) => (
          <Choice
            key={scheme.mode}
            type="radio"
            name={name}
            value={scheme.mode}
            label={scheme.label}
            checked={(mode ?? 'system') === scheme.mode}
            onChange={() => setMode(scheme.mode)}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

/**
 * Who is signed in, the colour scheme, and Sign out; Sign out puts focus back on the button, in
 * case a form asks.
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
  const { open, menuId, rootRef, buttonProps } = useMenuButton();

  return (
    <Root ref={rootRef}>
      <Button {...buttonProps} color="inherit" variant="outlined" className="account-menu__button">
        <span className="account-menu__initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="account-menu__hidden">Account: </span>
        <span className="account-menu__name">{name}</span>
      </Button>
      <Paper id={menuId} hidden={!open} elevation={8} className="account-menu__popup">
        <div className="account-menu__who">
          <Typography variant="body2">
            Signed in as <strong>{name}</strong>
          </Typography>
          {user ? (
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          ) : null}
        </div>
        <SchemeChoice name={`${menuId}-scheme`} />
        <Button variant="outlined" onClick={onSignOut}>
          Sign out
        </Button>
      </Paper>
    </Root>
  );
});
