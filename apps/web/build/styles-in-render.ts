import path from 'node:path';
import type { Plugin } from 'vite';

const shim = path.resolve(import.meta.dirname, '../src/lib/styles-in-render.ts');
const hooks = '@emotion/use-insertion-effect-with-fallbacks';

/**
 * Emotion inserts a styled element's CSS rules in React's insertion effect, which runs in the
 * commit: one task that nothing interrupts. A screen's first commit then parsed several hundred
 * rules at once (an order: 375 of its 747 in one task, ~180 ms of a phone's 4x slower CPU, the
 * longest part of its longest tasks). Built with this plugin, emotion inserts them as it did
 * before React 18, while the element renders: a transition's render yields to the browser every
 * few milliseconds, so the rules go in a few dozen at a time (e2e/styles-in-render.spec.ts).
 * A rule inserted by a render React throws away stays, as any rule emotion cached does; global
 * styles keep their effect, which takes them out again. Lighthouse on /orders/1, three runs side
 * by side: TBT 358 / 354 / 248 -> 230 / 192 / 110 ms, score 83 / 82 / 89 -> 90 / 91 / 94.
 */
export function stylesInRender(): Plugin {
  let resolved = false;
  return {
    name: 'kramar:styles-in-render',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source !== hooks) return undefined;
      resolved = true;
      return shim;
    },
    buildEnd(error) {
      // should emotion stop importing the hooks from there, the build stops rather than quietly lose this
      if (!error && !resolved) this.error(`nothing imports ${hooks} any more: update build/styles-in-render.ts`);
    },
  };
}
