// Which prerendered page a route gets (ADR 012). The session is in the tab: `/` and `/login` sign
// in, a deeper path is likely a signed-in reload. A wrong guess costs a redraw, no layout shift.
export const SIGN_IN_HTML = '/index.html';
export const APP_HTML = '/app.html';
/** The signed-in frame with the demo's banner: the server knows its mode, the build does not. */
export const APP_DEMO_HTML = '/app-demo.html';

export type ShellFile = typeof SIGN_IN_HTML | typeof APP_HTML | typeof APP_DEMO_HTML;

export function shellFileFor(pathname: string, mode: 'demo' | 'live'): ShellFile {
  if (/^\/(login\/?)?$/.test(pathname)) return SIGN_IN_HTML;
  return mode === 'demo' ? APP_DEMO_HTML : APP_HTML;
}
