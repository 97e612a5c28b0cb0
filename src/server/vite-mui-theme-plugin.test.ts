// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { muiThemeWithoutCssVariables } from './vite-mui-theme-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = muiThemeWithoutCssVariables();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

const CREATE_THEME = '/app/node_modules/@mui/material/styles/createTheme.mjs';

describe('the MUI theme plugin', () => {
  it("swaps only createTheme's import of the CSS-variables builder, in builds", () => {
    expect(plugin.apply).toBe('build');
    const stub = resolveId.call({}, './createThemeWithVars.mjs', CREATE_THEME);
    expect(stub).toEqual(expect.stringContaining('mui-theme-without-css-variables'));
    // The same file imported from elsewhere, and other imports of createTheme, are left alone.
    expect(
      resolveId.call(
        {},
        './createThemeWithVars.mjs',
        '/app/node_modules/@mui/material/styles/index.mjs',
      ),
    ).toBeNull();
    expect(resolveId.call({}, './createThemeNoVars.mjs', CREATE_THEME)).toBeNull();
  });

  it('stands in a builder that fails loudly if a theme with CSS variables is ever made', () => {
    const stubId = resolveId.call({}, './createThemeWithVars.mjs', CREATE_THEME);
    const code = load.call({}, stubId) as string;
    expect(code).toContain('export default function createThemeWithVars');
    expect(code).toContain('throw new Error');
    expect(load.call({}, '/app/src/main.tsx')).toBeNull();
  });
});
