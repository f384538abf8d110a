import { useSyncExternalStore } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { shellRoutes } from '../routes/route-table.ts';
import { hasScreen } from '../routes/screens.ts';

// Each matchRoutes ranks and compiles every route it is given, and the menu asks for some fifty
// paths while the first screen renders: it is given only the routes that can match (those of the
// path's first segment, and the catch-all ones), and each answer is kept, as the table never changes.
const firstSegment = (path: string) => path.replace(/^\//, '').split('/')[0];
const canMatch = (route: RouteObject, first: string | undefined) =>
  route.path === undefined ||
  route.path.startsWith('*') ||
  route.path.startsWith(':') ||
  firstSegment(route.path) === first;
const names = new Map<string, string | undefined>();

/** The name of the route a menu path opens: `/orders` → `Orders.Index`, `/dealers` → `Dealers.Dashboard`. */
export function routeNameOf(path: string): string | undefined {
  if (names.has(path)) return names.get(path);
  const first = firstSegment(path);
  const inShell: RouteObject[] = [{ path: '/', children: shellRoutes.filter((route) => canMatch(route, first)) }];
  const name = (matchRoutes(inShell, path) ?? [])
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  names.set(path, name);
  return name;
}

type Check = (routeName: string) => boolean;

// The resource registry is its own chunk (screens.ts fetches it on the first CRUD route); the
// menu asks for it once, and marks nothing until it has arrived rather than everything.
let resourceScreen: Check | undefined;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    void import('../../crud/registry.ts').then(({ crudScreenOf }) => {
      resourceScreen = (name) => crudScreenOf(name) !== undefined;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

const subscribeToNothing = () => () => {};

/**
 * True when the route still falls to the placeholder page: the very fact the router acts on, so
 * the "soon" mark goes away by itself the day the section gets its screen.
 */
export function useUnbuilt(routeName: string | undefined): boolean {
  // a link without a route (the dealer panel's, all built) never asks for the registry
  const check = useSyncExternalStore(routeName === undefined ? subscribeToNothing : subscribe, () => resourceScreen);
  return routeName !== undefined && check !== undefined && !hasScreen(routeName, check);
}
