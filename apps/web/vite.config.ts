import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stageChunks } from './build/chunk-groups.ts';
import { lazySelectMenu } from './build/lazy-select-menu.ts';
import { precompress } from './build/precompress.ts';
import { stylesInRender } from './build/styles-in-render.ts';
import { textSections } from './build/text-sections.ts';
import { themeWithoutCssVars } from './build/theme-without-css-vars.ts';

export default defineConfig({
  plugins: [stylesInRender(), lazySelectMenu(), themeWithoutCssVars(), react(), textSections(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // index.html preloads the entry's imports (the boot chunk); a lazy import loads its own
    // stylesheets and preloads no script. Vite's helper put a <link rel=modulepreload> per file
    // into the page, ~80 on a staff list, in one task: at a phone's 4x slower CPU, ~400 ms of
    // appendChild in the task that starts the shell. The browser fetches a module's imports as it
    // reads them, a task at a time. Lighthouse, three runs side by side: /products 53 -> 66, TBT
    // 1 747 -> 1 372 ms, LCP 4.1 -> 3.0 s. Every evergreen browser preloads modules natively, so
    // the polyfill is off too.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: stageChunks() } },
  },
});
