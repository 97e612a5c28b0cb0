import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PageHeading } from './page-heading';

/** A page that is not there (an address, a site, a schedule), with the way back to the sites. */
export function NotFound({
  message,
  heading = 'Page not found',
}: {
  message?: string;
  heading?: string;
}) {
  return (
    <Stack spacing={2}>
      <PageHeading>{heading}</PageHeading>
      <Typography>
        {message ?? 'There is nothing at this address. It may have been mistyped or removed.'}
      </Typography>
      <Typography>
        <Link component={RouterLink} to="/">
          Back to your sites
        </Link>
      </Typography>
    </Stack>
  );
}
