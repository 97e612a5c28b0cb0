import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import { PageLoading } from '#src/components/page-loading';
import { useEnvironment } from '#src/lib/environment-context';
import { DemoBanner } from '#src/features/demo/demo-banner';
import { ApiClientProvider } from '#src/lib/api-client-context';
import { useAuth } from '#src/lib/auth';
import { OfflineBanner } from '#src/components/offline-banner';
import { Button } from '#src/components/button';

/** The frame of every signed-in page: header, mode banners, and the page in <main>. */
export default function AppLayout() {
  const { demo } = useEnvironment();
  const { credentials, signOut } = useAuth();
  const navigate = useNavigate();

  function handleSignOut() {
    // Signing out also erases the user's cache, drafts and recent sites (src/lib/user-data.ts).
    signOut();
    void navigate('/login', { replace: true });
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
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, fontWeight: 600 }}
          >
            Report scheduler
          </Typography>
          {credentials ? (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              Signed in as <strong>{credentials.username}</strong>
            </Typography>
          ) : null}
          <Button color="inherit" variant="outlined" onClick={handleSignOut}>
            Sign out
          </Button>
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
