import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle.ts';
import type { LazyScreen } from './dealer-screens.ts';

/** The two ways a route table names its screens, given where the table finds them. */
export function routeMakers(screenFor: (name: string) => LazyScreen) {
  /** A named screen with nothing below it. */
  const leaf = (name: string, path: string): RouteObject => ({ path, handle: { name }, lazy: screenFor(name) });

  /**
   * A named screen with named screens below it: /brands/5 matches [Brands.Index, Brands.Edit], so
   * the breadcrumb reads the trail straight from the matches. The parent's own screen is its index.
   */
  const section = (name: string, path: string, children: RouteObject[]): RouteObject => ({
    path,
    // what is below, so a screen can tell whether it may link there (a list without a create form)
    handle: { name, below: children.flatMap((child) => (isRouteHandle(child.handle) ? [child.handle.name] : [])) },
    children: [{ index: true, lazy: screenFor(name) }, ...children],
  });
  return { leaf, section };
}

/** Old mobile addresses keep working, with whatever follows them. */
export const moved =
  (target: string) =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(params['*'] ? `${target}/${params['*']}` : target);
