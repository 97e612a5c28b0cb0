import { useSearchParams } from 'react-router';
import { safeReturnTo } from '#src/app/require-auth';
import { SignInForm } from '#src/features/sign-in/components/sign-in-form';

/** `/sign-in?returnTo=…&reason=expired`. */
export default function SignInPage() {
  const [searchParams] = useSearchParams();
  return (
    <SignInForm
      returnTo={safeReturnTo(searchParams.get('returnTo'))}
      expired={searchParams.get('reason') === 'expired'}
    />
  );
}
