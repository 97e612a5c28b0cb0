/**
 * What <html> must say before the first paint (docs/decisions/029-dark-scheme.md, 012): a script
 * inline in <head> marks it with the colour scheme chosen in the account menu, else the system's,
 * and with whether this tab holds a session, before the prerendered frames are painted. The theme's
 * CSS variables follow the first mark (and so does MUI's ThemeProvider once the app runs); the
 * page of `/` and `/login`, which carries both the sign-in frame and the signed-in one, shows one
 * of them by the second. The Vite plugin that writes the script into the page and the production
 * server that allows it by its hash (its CSP) read this module too: it imports constants only.
 */
import { SESSION_KEY } from '#src/lib/session/stored-session';

/** The attribute on <html> saying which scheme is drawn: `light` or `dark`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** Where the choice (`system`, `light` or `dark`) is kept: localStorage, under MUI's own name. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

/**
 * The attribute on <html> (no value) when this tab's sessionStorage holds a session at load. Only
 * the prerendered frames read it, and the app's first render removes them, so it is not kept up
 * to date after; a damaged entry still counts (the app then redraws the sign-in page).
 */
export const SESSION_ATTRIBUTE = 'data-session';

/**
 * The one inline script, as plain text: that text is what the CSP's hash covers, so it is built
 * from strings alone, never from a function's source, which each build would word its own way.
 * A stored `light` or `dark` wins; anything else (none, `system`, storage refused) asks the
 * system. The session is looked at for its presence only: nothing of it is read or copied.
 */
export const HEAD_SCRIPT =
  '(function(){var h=document.documentElement,m=null;' +
  `try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}` +
  'if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `h.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},m);` +
  `try{if(sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})!==null)h.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)},"")}catch(e){}})()`;
