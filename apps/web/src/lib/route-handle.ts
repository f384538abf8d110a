import { type UIMatch, useMatches } from 'react-router';

/** What every named route carries in `handle` (DESIGN §5). */
export interface RouteHandle {
  name: string;
  /** The names of the screens right below a section (`Brands.Create`, `Brands.Edit`). */
  below?: readonly string[];
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'name' in handle &&
  typeof (handle as { name: unknown }).name === 'string';

export type NamedMatch = UIMatch<unknown, RouteHandle>;

export function useNamedMatches(): NamedMatch[] {
  return useMatches().filter((match): match is NamedMatch => isRouteHandle(match.handle));
}

/** The name of the deepest matched route that has one, e.g. `Brands.Edit` on /brands/5. */
export function useRouteName(): string | undefined {
  return useNamedMatches().at(-1)?.handle.name;
}

/**
 * Whether the screen shown has the named screen right below it: a list offers "create" only where
 * the route table has a create form (SPEC §2 gives some sections none). A route outside the
 * table (a test's) says nothing, and is taken to have it.
 */
export function useScreenBelow(name: string): boolean {
  const below = useNamedMatches().at(-1)?.handle.below;
  return below === undefined || below.includes(name);
}

/** i18n key of a route's title. */
export const routeTitleKey = (name: string): string => `routes.${name}`;
