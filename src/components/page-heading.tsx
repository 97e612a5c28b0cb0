import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { focusStayedAfterNavigationTo } from '#src/lib/url-state/navigation-focus';

const APP_NAME = 'Report scheduler';

const LARGE = { fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600 };
const COMPACT = { fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 600, lineHeight: 1.3 };

/** Whether a heading has taken focus yet: the first page is at the top, and is not scrolled to. */
let focusedBefore = false;

/**
 * The page's h1, focused after navigation to another path (not a query change: the search box
 * keeps focus) unless the user moved focus (src/lib/url-state/navigation-focus.ts). Names the tab.
 */
export function PageHeading({
  children,
  documentTitle,
  size = 'large',
}: {
  children: ReactNode;
  /** The tab's title without the app's name; the heading's text unless given. */
  documentTitle?: string | readonly string[];
  /** For a page whose rows should start high. */
  size?: 'large' | 'compact';
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const given = typeof documentTitle === 'string' ? [documentTitle] : documentTitle;
  const parts = given ?? (typeof children === 'string' ? [children] : []);
  const title = [...parts, APP_NAME].join(' · ');

  useEffect(() => {
    const focus = () => {
      if (!focusStayedAfterNavigationTo(location.pathname)) return;
      headingRef.current?.focus({ preventScroll: !focusedBefore });
      focusedBefore = true;
    };
    if (focusedBefore) {
      focus();
      return undefined;
    }
    // The first page's heading takes focus once the page is painted: focus updates the styles,
    // and in the app's first commit those of the whole page, just inserted, in its longest task.
    const frame = requestAnimationFrame(() => setTimeout(focus, 0));
    return () => cancelAnimationFrame(frame);
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
