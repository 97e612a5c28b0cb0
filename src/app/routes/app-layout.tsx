import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AccountMenu } from '#src/app/account-menu';
import { GuardedLink } from '#src/components/guarded-link';
import { PageLoading } from '#src/components/page-loading';
import { WIDE_FROM_PX } from '#src/components/tokens';
import { useEnvironment } from '#src/lib/session/environment-context';
import { DemoBanner } from '#src/features/demo/demo-banner';
import { ApiClientProvider } from '#src/lib/http/api-client-context';
import { useAuth } from '#src/lib/session/auth';
import { useLeaveGuard } from '#src/lib/forms/leave-guard';
import { OfflineBanner } from '#src/components/offline-banner';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { SiteSwitcherLauncher } from '#src/features/sites/site-switcher/site-switcher-launcher';

/* '/' and '?': loaded after the page, outside every page's budget (decisions/006-bundle-budgets.md). */
const KeyboardShortcuts = lazy(() => import('#src/app/keyboard-shortcuts'));

/* MUI's AppBar, Toolbar and Container look, on plain elements (decisions/006-bundle-budgets.md). */
const Header = styled('header')(({ theme }) => ({
  backgroundColor: (theme.vars ?? theme).palette.header.background,
  color: (theme.vars ?? theme).palette.header.text,
}));

/** Dense (48 px): the pages' content, the list's rows above all, starts higher. */
const HeaderBar = styled('div')(({ theme }) => ({
  display: 'flex',
  // One line on a phone too: a long name in the account button is cut short with "…".
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: theme.spacing(2),
  minHeight: 48,
  paddingInline: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
}));

const Main = styled('main')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: theme.breakpoints.values.lg,
  marginInline: 'auto',
  padding: theme.spacing(2),
  // Little above the page, so its heading and rows start high.
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2, 3, 4) },
  [theme.breakpoints.up(WIDE_FROM_PX)]: { maxWidth: theme.breakpoints.values.xl },
}));

/** Who is signed in, and Sign out; apart so the frame does not re-render with `useNavigate`. */
function SignedInAccount() {
  const { credentials, user, signOut } = useAuth();
  const navigate = useNavigate();
  const leaveGuard = useLeaveGuard();

  // Stable while the path stays, so the menu skips a render on a query-string change.
  const handleSignOut = useCallback(() => {
    // A form with unsaved changes asks first; signing out erases the user's data (user-data.ts).
    leaveGuard.ask(() => {
      signOut();
      void navigate('/login', { replace: true });
    });
  }, [leaveGuard, signOut, navigate]);

  return credentials ? (
    <AccountMenu username={credentials.username} user={user} onSignOut={handleSignOut} />
  ) : null;
}

/** The frame of every signed-in page: header, mode banners, and the page in <main>. */
export default function AppLayout() {
  const { demo } = useEnvironment();

  return (
    <ApiClientProvider>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <Header>
        <HeaderBar>
          <Box sx={{ flexGrow: 1, flexShrink: 0, typography: 'h6', fontWeight: 600 }}>
            <GuardedLink to="/" tone="inherit">
              Report scheduler
            </GuardedLink>
          </Box>
          <SiteSwitcherLauncher sitePath={scheduleListPath} />
          <SignedInAccount />
        </HeaderBar>
      </Header>
      {demo ? <DemoBanner demo={demo} /> : null}
      <OfflineBanner />
      <Main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Main>
      <Box component="footer" sx={{ py: 3 }} />
      <Suspense fallback={null}>
        <KeyboardShortcuts />
      </Suspense>
    </ApiClientProvider>
  );
}
