import path from 'node:path';
import type { Plugin } from 'vite';

const selectMenu = path.resolve(import.meta.dirname, '../src/components/select-menu.tsx');
const selectInput = /[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/;
const menuImport = /^\.\.\/Menu\/(?:Menu|index)\.mjs$/;

/**
 * MUI's Select imports the Menu its options open in: a popover on a modal, a focus trap, a grow
 * and a fade, about 11 kB gzipped that every screen with a text field downloaded (a TextField
 * imports Select whether or not it is one). The build gives Select a menu of ours instead
 * (components/select-menu.tsx), which loads MUI's on the first hover, focus or opening of a
 * select. Should MUI move that import, the build stops here rather than quietly grow again.
 */
export function lazySelectMenu(): Plugin {
  let replaced = false;
  return {
    name: 'kramar:lazy-select-menu',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !selectInput.test(importer) || !menuImport.test(source)) return undefined;
      replaced = true;
      return selectMenu;
    },
    buildEnd(error) {
      if (error || replaced) return;
      if ([...this.getModuleIds()].some((id) => selectInput.test(id)))
        this.error(`MUI's SelectInput no longer imports ../Menu/Menu.mjs: update build/lazy-select-menu.ts`);
    },
  };
}
