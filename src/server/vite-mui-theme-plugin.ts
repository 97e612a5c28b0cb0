import type { Plugin } from 'vite';

/** The module MUI's createTheme imports for themes with CSS variables. */
const CSS_VARIABLES_BUILDER = './createThemeWithVars.mjs';
const CREATE_THEME = /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
const STUB_ID = '\0mui-theme-without-css-variables';

/**
 * Drops MUI's CSS-variables theme builder: `createTheme` picks it at run time, so it would ship
 * though src/app/theme.ts makes a plain theme. If MUI moves it, the bundle budgets say so.
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
