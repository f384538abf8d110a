import { type UIMatch, useMatches } from 'react-router';

/** What every named route carries in `handle` (DESIGN §5). */
export interface RouteHandle {
  name: string;
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

/** i18n key of a route's title. */
export const routeTitleKey = (name: string): string => `routes.${name}`;
