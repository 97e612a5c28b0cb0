import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { focusStayedAfterNavigationTo } from '#src/lib/url-state/navigation-focus';

const APP_NAME = 'Report scheduler';

const LARGE = { fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600 };
const COMPACT = { fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 600, lineHeight: 1.3 };

/**
 * Whether a page of this document has taken focus yet. The first is at the top already: scrolling
 * to its heading would only make the browser lay the page out in the middle of its first render.
 */
let focusedBefore = false;

/**
 * The page's h1. After every navigation to another page it takes focus, so a screen reader
 * announces the new page and keyboard users start from its top; unless the user moved focus
 * while the page loaded (src/lib/url-state/navigation-focus.ts). It draws no focus ring (the
 * theme's rule for headings focused by the app): it is not a control, and a ring round it looks
 * like a selection. It also names the browser
 * tab, most specific first: `['New schedule', 'Acme Marketing']` becomes
 * "New schedule · Acme Marketing · Report scheduler".
 * Only the path counts: a search or filter kept in the query string is the same page, and
 * stealing focus from the search box on every keystroke would be hostile.
 */
export function PageHeading({
  children,
  documentTitle,
  size = 'large',
}: {
  children: ReactNode;
  /** The tab's title without the app's name; the heading's text unless given. */
  documentTitle?: string | readonly string[];
  /** `compact`: a smaller heading, for a page whose rows should start high (the list's). */
  size?: 'large' | 'compact';
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const given = typeof documentTitle === 'string' ? [documentTitle] : documentTitle;
  const parts = given ?? (typeof children === 'string' ? [children] : []);
  const title = [...parts, APP_NAME].join(' · ');

  useEffect(() => {
    if (!focusStayedAfterNavigationTo(location.pathname)) return;
    headingRef.current?.focus({ preventScroll: !focusedBefore });
    focusedBefore = true;
  }, [location.pathname]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Typography
      ref={headingRef}
      component="h1"
      variant="h4"
      tabIndex={-1}
      sx={size === 'compact' ? COMPACT : LARGE}
    >
      {children}
    </Typography>
  );
}
