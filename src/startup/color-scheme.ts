/**
 * The colour scheme before the app (docs/decisions/029-dark-scheme.md): a script inline in <head>
 * marks <html> with the scheme chosen in the account menu, else the system's, before the
 * prerendered frame is painted; the theme's CSS variables follow that mark, and so does MUI's
 * ThemeProvider once the app runs. Imports nothing: the Vite plugin that writes it into the page
 * and the production server that allows it by its hash (its CSP) read this module too.
 */

/** The attribute on <html> saying which scheme is drawn: `light` or `dark`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** Where the choice (`system`, `light` or `dark`) is kept: localStorage, under MUI's own name. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

/**
 * The script, as plain text: that text is what the CSP's hash covers, so it is built from strings
 * alone, never from a function's source, which each build would word its own way. A stored
 * `light` or `dark` wins; anything else (none, `system`, storage refused) asks the system.
 */
export const COLOR_SCHEME_SCRIPT =
  `(function(){var m=null;try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}` +
  'if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},m)})()`;
