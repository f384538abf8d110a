import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stageChunks } from './build/chunk-groups.ts';
import { lazySelectMenu } from './build/lazy-select-menu.ts';
import { precompress } from './build/precompress.ts';
import { textSections } from './build/text-sections.ts';
import { themeWithoutCssVars } from './build/theme-without-css-vars.ts';

export default defineConfig({
  plugins: [lazySelectMenu(), themeWithoutCssVars(), react(), textSections(), precompress()],
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
    // Every evergreen browser we support preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: stageChunks() } },
  },
});
