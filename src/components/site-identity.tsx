import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CopyButton } from '#src/components/copy-button';
import { PageHeading } from '#src/components/page-heading';

/**
 * The site a page is about, as secondary text by its heading: its name when known, then its ID
 * with a copy button. The ID is there for support and the API, never the headline.
 */
export function SiteIdentity({
  siteId,
  siteName,
  sx,
}: {
  siteId: string;
  siteName: string | undefined;
  /** Where the line sits in its heading's layout. */
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={[{ minWidth: 0, wordBreak: 'break-all' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {siteName ? (
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary', mr: 1 }}>
          {siteName}
        </Box>
      ) : null}
      Site ID{' '}
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
        {siteId}
      </Box>
      <CopyButton text={siteId} label="Copy site ID" />
    </Typography>
  );
}

/**
 * The h1 of a page below a site's list (new, edit, bulk change), with the site under it on one
 * line: the breadcrumbs name the site too, but they are easy to miss on a form.
 */
export function SitePageHeading({
  siteId,
  siteName,
  documentTitle,
  children,
}: {
  siteId: string;
  siteName: string | undefined;
  documentTitle: readonly string[];
  children: ReactNode;
}) {
  return (
    <Stack spacing={0.25}>
      <PageHeading documentTitle={documentTitle}>{children}</PageHeading>
      <SiteIdentity siteId={siteId} siteName={siteName} />
    </Stack>
  );
}
