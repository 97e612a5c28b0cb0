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
/** The signed-in frame with the demo's banner: the server knows its mode, the build does not. */
export const APP_DEMO_HTML = '/app-demo.html';

export type ShellFile = typeof SIGN_IN_HTML | typeof APP_HTML | typeof APP_DEMO_HTML;

export function shellFileFor(pathname: string, mode: 'demo' | 'live'): ShellFile {
  if (/^\/(login\/?)?$/.test(pathname)) return SIGN_IN_HTML;
  return mode === 'demo' ? APP_DEMO_HTML : APP_HTML;
}
