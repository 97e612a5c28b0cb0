import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CopyButton } from '#src/components/copy-button';
import { PageHeading } from '#src/components/page-heading';

/** The site a page is about, by its heading; the ID is for support, never the headline. */
export function SiteIdentity({
  siteId,
  siteName,
  sx,
}: {
  siteId: string;
  siteName: string | undefined;
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

/** An h1 with the site under it: the breadcrumbs are easy to miss on a form. */
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
