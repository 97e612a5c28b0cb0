import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeading } from '#src/components/page-heading';
import { TextInput } from '#src/components/fields/text-input';
import { useEnvironment } from '#src/config/config-context';
import { useAuth } from '#src/lib/auth';
import type { Credentials } from '#src/lib/basic-auth';
import { safeReturnTo } from '#src/app/require-auth';
import { Button } from '#src/components/button';
import { Alert } from '#src/components/alert';

/**
 * Checks credentials by listing templates, the one call that needs no site. Anything but a 401
 * proves the credentials (a 403 or 400 there is about the account, not the password). The API
 * client is imported on submit so the sign-in page itself stays small.
 */
async function verifyCredentials(
  baseUrl: string,
  accountId: string | undefined,
  credentials: Credentials,
  /** Demo mode: the mock service, still starting. */
  ready: Promise<unknown> | undefined,
): Promise<string | null> {
  const { createApiClient, isApiError } = await import('#src/lib/api-client');
  const client = createApiClient({
    baseUrl,
    getCredentials: () => credentials,
    ...(ready ? { ready } : {}),
  });
  try {
    await client.listTemplates({ accountId, credentials });
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    // These answers come only after the credentials were accepted.
    const signedInAnyway = ['bad_request', 'forbidden', 'not_found', 'invalid_response'].includes(
      error.kind,
    );
    return signedInAnyway ? null : error.message;
  }
}

export default function SignInPage() {
  const { config, demo } = useEnvironment();
  const { state, signIn } = useAuth();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const expired = searchParams.get('reason') === 'expired';

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Where this sign-in leads: set on success, followed once the form is done. */
  const [destination, setDestination] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (state.status === 'signed-in' && !submitting) {
    return <Navigate to={destination ?? returnTo} replace />;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : 'Enter your username',
      password: password ? undefined : 'Enter your password',
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    setSubmitting(true);
    const credentials = { username: username.trim(), password };
    try {
      const problem = await verifyCredentials(
        config.apiBaseUrl,
        config.accountId,
        credentials,
        demo?.ready,
      );
      if (problem) {
        setFailure(problem);
        passwordRef.current?.select();
        return;
      }
      const tookOver = signIn({ credentials });
      // A page left by another user (their session expired there) is theirs: start at the sites.
      setDestination(tookOver ? '/' : returnTo);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Sign-in failed. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  function fillDemoAccount(account: { username: string; password: string }) {
    setUsername(account.username);
    setPassword(account.password);
    setFieldErrors({});
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack
          spacing={2.5}
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby="sign-in-heading"
        >
          <Typography variant="overline" component="p" color="primary">
            Report scheduler
          </Typography>
          <Box id="sign-in-heading">
            <PageHeading documentTitle="Sign in">Sign in</PageHeading>
          </Box>
          {expired && !failure ? (
            <Alert severity="info">
              Your session has ended. Sign in again to continue where you were.
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            inputRef={usernameRef}
            error={!!fieldErrors.username}
            helperText={fieldErrors.username}
            required
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            inputRef={passwordRef}
            error={!!fieldErrors.password}
            helperText={fieldErrors.password}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
        {demo ? (
          <Box component="section" aria-labelledby="demo-accounts-heading" sx={{ mt: 3 }}>
            <Typography id="demo-accounts-heading" variant="subtitle2" component="h2">
              Demo accounts
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              This is a demo: data is kept in this browser.
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {demo.accounts.map((account) => (
                <Box
                  component="li"
                  key={account.username}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    justifyContent: 'space-between',
                  }}
                >
                  <Typography variant="body2">
                    <strong>{account.username}</strong> / {account.password}: {account.description}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => fillDemoAccount(account)}
                    aria-label={`Use the ${account.username} account`}
                  >
                    Use
                  </Button>
                </Box>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
