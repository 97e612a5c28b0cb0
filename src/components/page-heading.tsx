import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const APP_NAME = 'Report scheduler';

/**
 * The page's h1. After every navigation to another page it takes focus, so a screen reader
 * announces the new page and keyboard users start from its top; it also names the browser tab.
 * Only the path counts: a search or filter kept in the query string is the same page, and
 * stealing focus from the search box on every keystroke would be hostile.
 */
export function PageHeading({
  children,
  documentTitle,
}: {
  children: ReactNode;
  documentTitle?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const title = documentTitle ?? (typeof children === 'string' ? children : undefined);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, [location.pathname]);

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <Typography
      ref={headingRef}
      component="h1"
      variant="h4"
      tabIndex={-1}
      sx={{ outline: 'none', fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600 }}
    >
      {children}
    </Typography>
  );
}
