import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useEnvironment } from '#src/lib/session/environment-context';
import { useAuth } from '#src/lib/session/auth';
import { verifyCredentials } from '#src/features/sign-in/api/verify-credentials';

const SIGN_IN_BROKE_OFF =
  'Sign-in could not be completed in this browser. Check your connection, then reload the page and try again.';

interface FieldErrors {
  username?: string | undefined;
  password?: string | undefined;
}

/** The sign-in form's state and submit; `destination` is set on success, followed once done. */
export function useSignInForm(returnTo: string) {
  const { config, demo } = useEnvironment();
  const { signIn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

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
      const verification = await verifyCredentials(
        config.apiBaseUrl,
        config.accountId,
        credentials,
        // Demo mode: submitting starts the mock service; the sign-in page loads none of it.
        demo?.whenReady,
      );
      if (!verification.ok) {
        setFailure(verification.message);
        passwordRef.current?.select();
        return;
      }
      const tookOver = signIn({
        credentials,
        ...(verification.user ? { user: verification.user } : {}),
      });
      // A page left by another user (their session expired there) is theirs: start at the sites.
      setDestination(tookOver ? '/' : returnTo);
    } catch (error) {
      // The sign-in code itself could not load or run: details for whoever opens the console.
      console.error(error);
      setFailure(SIGN_IN_BROKE_OFF);
    } finally {
      setSubmitting(false);
    }
  }

  function fillDemoAccount(account: { username: string; password: string }) {
    setUsername(account.username);
    setPassword(account.password);
    setFieldErrors({});
  }

  /** The props both inputs take alike: value, change, focus target and error. */
  function field(name: 'username' | 'password') {
    const [value, setValue, inputRef] =
      name === 'username'
        ? [username, setUsername, usernameRef]
        : [password, setPassword, passwordRef];
    return {
      name,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      inputRef,
      error: !!fieldErrors[name],
      helperText: fieldErrors[name],
      required: true,
    };
  }

  return { field, failure, submitting, destination, handleSubmit, fillDemoAccount };
}
