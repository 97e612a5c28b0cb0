import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AccountMenu } from '#src/app/account-menu';
import { GuardedLink } from '#src/components/guarded-link';
import { PageLoading } from '#src/components/page-loading';
import { useEnvironment } from '#src/lib/environment-context';
import { DemoBanner } from '#src/features/demo/demo-banner';
import { ApiClientProvider } from '#src/lib/api-client-context';
import { useAuth } from '#src/lib/auth';
import { useLeaveGuard } from '#src/lib/leave-guard';
import { OfflineBanner } from '#src/components/offline-banner';

/** The frame of every signed-in page: header, mode banners, and the page in <main>. */
export default function AppLayout() {
  const { demo } = useEnvironment();
  const { credentials, signOut } = useAuth();
  const navigate = useNavigate();
  const leaveGuard = useLeaveGuard();

  function handleSignOut() {
    // A form with unsaved changes asks first. Signing out also erases the user's cache, drafts
    // and recent sites (src/lib/user-data.ts).
    leaveGuard.ask(() => {
      signOut();
      void navigate('/login', { replace: true });
    });
  }

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
      <AppBar position="static" color="primary" elevation={0} component="header">
        {/* Dense (48 px): the pages' content, the list's rows above all, starts higher. */}
        <Toolbar variant="dense" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, typography: 'h6', fontWeight: 600 }}>
            <GuardedLink to="/" tone="inherit">
              Report scheduler
            </GuardedLink>
          </Box>
          {credentials ? (
            <AccountMenu username={credentials.username} onSignOut={handleSignOut} />
          ) : null}
        </Toolbar>
      </AppBar>
      {demo ? <DemoBanner demo={demo} /> : null}
      <OfflineBanner />
      <Container component="main" id="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ py: 3 }} />
    </ApiClientProvider>
  );
}
