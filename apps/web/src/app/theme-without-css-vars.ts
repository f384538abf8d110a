/**
 * What the build gives MUI's createTheme and ThemeProvider in place of their variants for a theme
 * with CSS variables (build/theme-without-css-vars.ts). The app's theme has none, so neither runs.
 */
function leftOut(): never {
  throw new Error(
    'MUI themes with CSS variables are left out of this build: see apps/web/build/theme-without-css-vars.ts',
  );
}

/** In place of createThemeWithVars, which createTheme calls for `cssVariables: true`. */
export default leftOut;
/** In place of the provider ThemeProvider draws for a theme with colour schemes. */
export const CssVarsProvider = leftOut;
