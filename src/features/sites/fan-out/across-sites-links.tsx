import { ButtonLink } from '#src/components/button';

/** `/recipients`: a recipient changed on many sites at once. */
const RECIPIENTS_ACROSS_SITES_PATH = '/recipients';

/** The Sites page's way to the changes made across sites, at the end of the heading's line. */
export function AcrossSitesLinks() {
  return (
    <ButtonLink
      to={RECIPIENTS_ACROSS_SITES_PATH}
      variant="outlined"
      size="small"
      sx={{ flexShrink: 0, ml: 'auto' }}
    >
      Change a recipient across sites
    </ButtonLink>
  );
}
