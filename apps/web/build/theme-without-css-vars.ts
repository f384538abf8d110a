import path from 'node:path';
import type { Plugin } from 'vite';

const stub = path.resolve(import.meta.dirname, '../src/app/theme-without-css-vars.ts');
/** The module of MUI's styles that imports each variant with CSS variables, and that variant. */
const cut: [RegExp, string][] = [
  [/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, './createThemeWithVars.mjs'],
  [/[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/, './ThemeProviderWithVars.mjs'],
];

/**
 * MUI's createTheme and ThemeProvider import their variants for a theme with CSS variables and
 * colour schemes (a theme factory, a provider made as the module loads, the colour scheme script:
 * 7.6 kB gzipped in the chunk of every signed-in screen), which run only for such a theme. Ours
 * has neither (app/theme.test.ts holds it so): the build resolves those two imports to a module
 * that says they were left out, should a theme ever ask for them. Should MUI move them, the build
 * stops here rather than quietly grow again.
 */
export function themeWithoutCssVars(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'kramar:theme-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = importer ? cut.find(([module, variant]) => module.test(importer) && source === variant) : undefined;
      if (!match) return undefined;
      replaced.add(match[1]);
      return stub;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      for (const [module, variant] of cut)
        if (!replaced.has(variant) && ids.some((id) => module.test(id)))
          this.error(`MUI's styles no longer import ${variant}: update build/theme-without-css-vars.ts`);
    },
  };
}
