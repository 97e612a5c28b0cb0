import Box from '@mui/material/Box';
import { ButtonLink } from '#src/components/button';

/** `/recipients`: a recipient changed on many sites at once. */
const RECIPIENTS_ACROSS_SITES_PATH = '/recipients';

/** The Sites page's way to the changes made across sites. */
export function AcrossSitesLinks() {
  return (
    <Box sx={{ mt: '8px !important' }}>
      <ButtonLink to={RECIPIENTS_ACROSS_SITES_PATH} variant="outlined" size="small">
        Change a recipient across sites
      </ButtonLink>
    </Box>
  );
}
