import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { crudScreenOf } from '../../crud/registry.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { shellRoutes } from '../routes/route-table.ts';
import { hasScreen } from '../routes/screens.ts';
import { menuTable } from './menu-table.ts';
import { routeNameOf } from './unbuilt.ts';

const names = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(isRouteHandle(route.handle) ? [route.handle.name] : []),
    ...names(route.children ?? []),
  ]);

const built = (name: string) => hasScreen(name, (n) => crudScreenOf(n) !== undefined);

describe('unbuilt sections', () => {
  it('finds the route of every menu item', () => {
    expect(menuTable.filter((item) => routeNameOf(item.path) === undefined).map((item) => item.path)).toEqual([]);
    expect(routeNameOf('/orders')).toBe('Orders.Index');
    expect(routeNameOf('/orders/create')).toBe('Orders.Create');
    expect(routeNameOf('/dealers')).toBe('Dealers.Dashboard');
  });

  it('names the route the whole table matches, though it asks only the routes of the first segment', () => {
    const whole: RouteObject[] = [{ path: '/', children: shellRoutes }];
    const byWholeTable = (path: string) =>
      matchRoutes(whole, path)
        ?.map((match) => match.route.handle)
        .filter(isRouteHandle)
        .at(-1)?.name;
    const paths = [
      ...menuTable.flatMap((item) => [item.path, ...(item.mobile ? [item.mobile.path ?? item.path] : [])]),
      '/products/7/kit/3',
      '/categories/4/attributes/seo',
      '/dealers/orders/new',
      '/orders/9/print',
      '/no-such-section',
      '/no/such/section',
    ];
    for (const path of paths) expect(routeNameOf(path), path).toBe(byWholeTable(path));
    expect(routeNameOf('/no-such-section')).toBe('NotFound');
  });

  it('tells built sections from the placeholder the way the router does', () => {
    expect(built('News.Index')).toBe(true);
    expect(built('SeoModule.Create')).toBe(true);
    expect(built('Dashboard')).toBe(true);
    expect(built('Products.Kit.Edit')).toBe(true);
    expect(built('Orders.Index')).toBe(true);
    expect(built('Dealers.Workspaces.Index')).toBe(true);
    expect(built('Dealers.Catalog')).toBe(true);
    expect(built('Dealers.PriceGroups')).toBe(false);
  });

  // SPEC's last sections were built (file manager, link mappings): the placeholder is now only a
  // fallback, and a route added without its screen fails here
  it('leaves no section of the shell to the placeholder', () => {
    expect(names(shellRoutes).filter((name) => !built(name))).toEqual([]);
  });
});
