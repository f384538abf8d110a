// What the build gives emotion for @emotion/use-insertion-effect-with-fallbacks (build/styles-in-render.ts).

/** A styled element's rules go into the page as the element renders, in a slice the browser may interrupt. */
export const useInsertionEffectAlwaysWithSyncFallback = (insert: () => unknown): void => {
  insert();
};

/** Global styles keep their effect: they are taken out again when their component goes. */
export { useInsertionEffect as useInsertionEffectWithLayoutFallback } from 'react';
