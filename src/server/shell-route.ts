// Which prerendered page a route gets (ADR 012). The session is in the tab, so the server cannot
// tell a visitor from a signed-in reload: `/` and `/login` get a page with both frames, the sign-in
// page and the signed-in frame, and the head's script shows the one the tab's session asks for. A
// deeper path is likely a signed-in reload: the signed-in frame alone (a visitor costs a redraw).
/** `/` and `/login`: the sign-in page and the live signed-in frame. */
export const FRONT_DOOR_HTML = '/index.html';
/** `/` and `/login` in demo mode: the sign-in page and the demo's signed-in frame. */
export const FRONT_DOOR_DEMO_HTML = '/index-demo.html';
export const APP_HTML = '/app.html';
/** The signed-in frame with the demo's banner: the server knows its mode, the build does not. */
export const APP_DEMO_HTML = '/app-demo.html';

export type ShellFile =
  typeof FRONT_DOOR_HTML | typeof FRONT_DOOR_DEMO_HTML | typeof APP_HTML | typeof APP_DEMO_HTML;

export function shellFileFor(pathname: string, mode: 'demo' | 'live'): ShellFile {
  if (/^\/(login\/?)?$/.test(pathname)) {
    return mode === 'demo' ? FRONT_DOOR_DEMO_HTML : FRONT_DOOR_HTML;
  }
  return mode === 'demo' ? APP_DEMO_HTML : APP_HTML;
}
