/**
 * Whether focus is still where a navigation to `pathname` left it, so the new page's heading may
 * take it (src/components/page-heading.tsx): on nothing, as when the control that led here went
 * with the old page, or on the link that led here and stays (the header's, say).
 *
 * Anywhere else, the user moved it while the page's code or data was on its way, to the account
 * button in the header say, and the page must not pull it away (nor close what that opened). The
 * router renders a navigation as a transition, so the new path commits only once the page is in:
 * by then, where focus was when it started is no longer known, but a link says where it leads.
 */
export function focusStayedAfterNavigationTo(pathname: string): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return active instanceof HTMLAnchorElement && active.pathname === pathname;
}
