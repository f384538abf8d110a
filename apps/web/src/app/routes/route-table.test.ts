import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import uk from '../../i18n/uk.json';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { menuTable } from '../menu/menu-table.ts';
import { crudSections, loginRoute, registerRoute, shellRoutes } from './route-table.ts';

const routes: RouteObject[] = [loginRoute, registerRoute, { path: '/', children: shellRoutes }];

function names(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(isRouteHandle(route.handle) ? [route.handle.name] : []),
    ...names(route.children ?? []),
  ]);
}

const namesAt = (path: string) =>
  (matchRoutes(routes, path) ?? []).flatMap((m) => (isRouteHandle(m.route.handle) ? [m.route.handle.name] : []));

describe('route table', () => {
  const all = names(routes);

  it('names every route once', () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it('has a Ukrainian and an English title for every route name', () => {
    const ukRoutes: Record<string, string> = uk.routes;
    const enRoutes: Record<string, string> = en.routes;
    expect(all.filter((name) => !ukRoutes[name])).toEqual([]);
    expect(all.filter((name) => !enRoutes[name])).toEqual([]);
    expect(Object.keys(ukRoutes).sort()).toEqual([...all].sort());
  });

  it('gives every generic section a list, a create and an edit screen', () => {
    for (const { path, name } of crudSections) {
      expect(namesAt(`/${path}`)).toEqual([`${name}.Index`]);
      expect(namesAt(`/${path}/create`)).toEqual([`${name}.Index`, `${name}.Create`]);
      expect(namesAt(`/${path}/7`)).toEqual([`${name}.Index`, `${name}.Edit`]);
    }
  });

  it('nests so the breadcrumb can read the trail from the matches', () => {
    expect(namesAt('/products/3/kit/8')).toEqual(['Products.Index', 'Products.Edit', 'Products.Kit.Edit']);
    expect(namesAt('/categories/3/attributes/seo')).toEqual([
      'Categories.Index',
      'Categories.Edit',
      'Categories.AttributesSeo',
    ]);
    expect(namesAt('/dealers/orders/new')).toEqual([
      'Dealers.Dashboard',
      'Dealers.Orders.Index',
      'Dealers.Orders.Create',
    ]);
    expect(namesAt('/dealers-users/moderation')).toEqual(['DealersUsers.Index', 'DealersUsers.Moderation']);
    expect(namesAt('/attributes/create')).toEqual(['Attributes.Index', 'Attributes.Edit']);
    expect(namesAt('/nowhere/at/all')).toEqual(['NotFound']);
  });

  it('resolves every menu link to a named screen', () => {
    const paths = menuTable.flatMap((item) => [
      item.path,
      ...(typeof item.mobile === 'object' && item.mobile.path ? [item.mobile.path] : []),
    ]);
    for (const path of paths) {
      const matched = matchRoutes(routes, path) ?? [];
      expect(matched.length, path).toBeGreaterThan(0);
      expect(namesAt(path), path).not.toContain('NotFound');
    }
  });
});

describe('translations', () => {
  // Plural forms differ by language (uk: one/few/many/other, en: one/other): compare the stems.
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];

  it('has the same keys in Ukrainian and English', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(uk))].sort());
  });

  // SPEC §8's four success toasts word for word: the contract wins over earlier plainer wording (issue 27.16)
  it('carries the success toasts of SPEC §8 word for word', () => {
    expect(Object.values(uk.toasts)).toEqual([
      'Запис було успішно змінено.',
      'Запис був успішно створений.',
      'Переклад виконано успішно',
      'Запис був успішно видалений.',
    ]);
  });
});
