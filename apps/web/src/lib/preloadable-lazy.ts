import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy that can be fetched ahead (`preloadLazy`) and, once its module is in, renders without
 * suspending: a piece a screen draws at once is loaded with the screen, and nothing jumps when it lands.
 * A fetch that failed is not kept: the next preload, or the render, asks again.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const loading = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // once loaded, a thenable that answers at once: React.lazy then renders without suspending
  const now = (module: Module) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads, on purpose
    ({ then: (resolve: (m: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  const component = lazy(() => (loaded ? now(loaded) : loading()));
  preloads.set(component, loading);
  return component;
}

/**
 * Fetches a `preloadableLazy` component's module: true once it is in. A failed fetch is left to
 * the render to show, or to the caller to try again.
 */
export async function preloadLazy(component: object | undefined): Promise<boolean> {
  const load = component ? preloads.get(component) : undefined;
  if (!load) return false;
  return load().then(
    () => true,
    () => false,
  );
}
