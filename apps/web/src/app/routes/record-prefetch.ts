import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { formExtensionFor } from '../../crud/form/form-extensions.ts';
import { crudScreenOf, isRecordId, screenParams } from '../../crud/registry.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';

/**
 * An edit screen's record, asked for as its route matches, beside the screen's scripts: the form
 * would ask only once it is drawn, a round trip later, and the record's name is the page's title.
 * A feature's panel beside the form asks for its own data at the same moment.
 */
const prefetchRecord =
  (name: string) =>
  ({ params }: LoaderFunctionArgs) => {
    const screen = crudScreenOf(name);
    const id = screen && screenParams(screen.resource, params).id;
    if (screen && id && isRecordId(id)) {
      void queryClient.prefetchQuery(recordQueryOptions(screen.resource, id));
      formExtensionFor(screen.resource.name)?.prefetch?.(Number(id));
    }
    return null;
  };

/**
 * The route table, the route that draws each edit screen given a loader that asks for its record:
 * a section's own index route, so the screens below it (a product's kits) do not ask for it too.
 */
export function withRecordPrefetch(routes: RouteObject[], section?: string): RouteObject[] {
  return routes.map((route) => {
    const name = route.index ? section : isRouteHandle(route.handle) ? route.handle.name : undefined;
    const loaded =
      name?.endsWith('.Edit') && route.lazy && !route.loader ? { ...route, loader: prefetchRecord(name) } : route;
    return loaded.children ? { ...loaded, children: withRecordPrefetch(loaded.children, name) } : loaded;
  });
}
