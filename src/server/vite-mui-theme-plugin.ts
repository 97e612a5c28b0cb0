import type { Plugin } from 'vite';

/** The module MUI's createTheme imports for themes with CSS variables. */
const CSS_VARIABLES_BUILDER = './createThemeWithVars.mjs';
const CREATE_THEME = /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
const STUB_ID = '\0mui-theme-without-css-variables';

/**
 * Leaves MUI's CSS-variables theme builder out of the build.
 *
 * MUI's `createTheme` chooses at run time between the plain theme and one with CSS variables
 * (`cssVariables: true`), so both builders ship with every page, and the second (with its
 * colour-scheme and CSS-variable helpers) is 5 kB gzip this app never runs: src/app/theme.ts
 * makes a plain theme. The build swaps it for a stub that says so if it ever is asked for.
 * Should a MUI release move the file, the swap stops matching and the bundle budgets
 * (`npm run check:budgets`) report the extra 5 kB.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === CSS_VARIABLES_BUILDER && importer && CREATE_THEME.test(importer)) {
        return STUB_ID;
      }
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        'export default function createThemeWithVars() {',
        "  throw new Error('This build leaves out MUI themes with CSS variables (vite-mui-theme-plugin.ts).');",
        '}',
      ].join('\n');
    },
  };
}
