/**
 * The header's way to the site switcher, and Ctrl+K / ⌘K on every signed-in page. The switcher's
 * code loads on first open, so no page's bundle carries it (docs/decisions/006-bundle-budgets.md).
 */
import { lazy, Suspense, useState } from 'react';
import type { Theme } from '@mui/material/styles';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import { useKeyboardShortcut } from '#src/lib/hooks/use-keyboard-shortcut';

const loadSwitcher = () => import('./site-switcher');
const SiteSwitcher = lazy(loadSwitcher);

const OPEN_SHORTCUT = { key: 'k', mod: true };

/* On a phone the header keeps room for the account: a magnifier, its words for screen readers. */
const buttonLook = (theme: Theme) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  gap: theme.spacing(1),
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    paddingInline: theme.spacing(1),
    '.site-switcher-words': visuallyHidden,
  },
});

export function SiteSwitcherLauncher({ sitePath }: { sitePath: (siteId: string) => string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on: reopening is instant and the chunk loads once.
  const [loaded, setLoaded] = useState(false);

  function show() {
    setLoaded(true);
    setOpen(true);
  }

  useKeyboardShortcut(OPEN_SHORTCUT, show);

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title="Ctrl+K"
        onClick={show}
        // A pointer on its way: the code starts loading before the click.
        onPointerEnter={() => void loadSwitcher()}
        sx={buttonLook}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10 3.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15 15l6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          />
        </svg>
        <span className="site-switcher-words">Go to site</span>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SiteSwitcher open={open} onClose={() => setOpen(false)} sitePath={sitePath} />
        </Suspense>
      ) : null}
    </>
  );
}
