/**
 * Which prerendered page an app route is answered with (docs/decisions/012-prerendered-shell.md).
 * The server cannot see the session (it lives in the tab's sessionStorage), so it guesses from the
 * path: `/` is the address people type or bookmark, and a new tab is always signed out, so it gets
 * the sign-in page like `/login`; a deeper path is most often a signed-in tab reloading, so it gets
 * the signed-in frame. A wrong guess costs a redraw, never a layout shift: the app replaces the
 * shell whole.
 */
export const SIGN_IN_HTML = '/index.html';
export const APP_HTML = '/app.html';

export function shellFileFor(pathname: string): typeof SIGN_IN_HTML | typeof APP_HTML {
  return /^\/(login\/?)?$/.test(pathname) ? SIGN_IN_HTML : APP_HTML;
}
