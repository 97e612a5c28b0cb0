import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { TextInput } from '#src/components/fields/text-input';
import { PageHeading } from '#src/components/page-heading';
import { Navigate } from 'react-router';
import { useEnvironment } from '#src/lib/session/environment-context';
import { useAuth } from '#src/lib/session/auth';
import { DemoAccounts } from './demo-accounts';
import { useSignInForm } from './use-sign-in-form';

/** The sign-in card; `returnTo` is already checked to be a path inside the app. */
export function SignInForm({ returnTo, expired }: { returnTo: string; expired: boolean }) {
  const { demo } = useEnvironment();
  const { state } = useAuth();
  const form = useSignInForm(returnTo);

  if (state.status === 'signed-in' && !form.submitting) {
    return <Navigate to={form.destination ?? returnTo} replace />;
  }

  // Hung from the top: the demo accounts (config.json) grow it down, moving nothing (ADR 012).
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        p: 2,
        pt: { xs: 2, sm: '12vh' },
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack
          spacing={2.5}
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-labelledby="sign-in-heading"
        >
          <Typography variant="overline" component="p" color="primary">
            Report scheduler
          </Typography>
          <Box id="sign-in-heading">
            <PageHeading>Sign in</PageHeading>
          </Box>
          <Typography color="text.secondary">
            Use the username and password of a WP Engine API user (User Portal, API Access). They
            are kept in this browser tab only, and forgotten when you close it.
          </Typography>
          {expired && !form.failure ? (
            <Alert severity="info">
              Your session has ended. Sign in again to continue where you were.
            </Alert>
          ) : null}
          {form.failure ? (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          ) : null}
          <TextInput label="Username" autoComplete="username" {...form.field('username')} />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            {form.submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
        {demo ? <DemoAccounts accounts={demo.accounts} onUse={form.fillDemoAccount} /> : null}
      </Paper>
    </Box>
  );
}
