/**
 * Whether focus is still where a navigation to `pathname` left it (on nothing, or on a link to
 * it), so the new page's heading may take it. Elsewhere, the user moved it while the page loaded
 * and it must not be pulled away; by the time the transition commits, a link still says where it led.
 */
export function focusStayedAfterNavigationTo(pathname: string): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return active instanceof HTMLAnchorElement && active.pathname === pathname;
}
