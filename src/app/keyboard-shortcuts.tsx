/**
 * The signed-in pages' plain-key shortcuts (issue 50): '/' focuses the page's search, '?' lists
 * the shortcuts. Neither fires while the user types in a field (useKeyboardShortcut). Ctrl+K is
 * the site switcher's own (src/features/sites/site-switcher).
 */
import { lazy, Suspense, useState } from 'react';
import { useKeyboardShortcut } from '#src/lib/hooks/use-keyboard-shortcut';

const ShortcutsHelp = lazy(() => import('./shortcuts-help'));

const SEARCH_KEY = { key: '/' };
const HELP_KEY = { key: '?' };

/** The page's search box: every list's search is a search input in <main>. */
function focusPageSearch(): boolean {
  const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
  search?.focus();
  search?.select();
  // No search on this page: the key is the browser's (Firefox's quick find).
  return !!search;
}

export default function KeyboardShortcuts() {
  const [help, setHelp] = useState<boolean | null>(null);
  useKeyboardShortcut(SEARCH_KEY, focusPageSearch);
  useKeyboardShortcut(HELP_KEY, () => setHelp(true));
  return help === null ? null : (
    <Suspense fallback={null}>
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </Suspense>
  );
}
