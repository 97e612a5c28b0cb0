import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { SitePageHeading } from './site-identity';

/** What frames a page of one site: where it sits (`trail`), its heading and the tab's title. */
export interface SitePageFrame {
  siteId: string;
  siteName: string | undefined;
  heading: string;
  documentTitle: readonly string[];
  trail: readonly Crumb[];
}

/** A page of one site: its trail, its heading with the site named, then `children`. */
export function SitePage({
  siteId,
  siteName,
  heading,
  documentTitle,
  trail,
  children,
}: SitePageFrame & { children: ReactNode }) {
  return (
    <Stack spacing={3}>
      <Breadcrumbs trail={trail} />
      <SitePageHeading siteId={siteId} siteName={siteName} documentTitle={documentTitle}>
        {heading}
      </SitePageHeading>
      {children}
    </Stack>
  );
}
