import { scopeGroups, scopes } from '@kramar/contract';
import { describe, expect, it } from 'vitest';
import { buildMatrix, filterMatrix, groupState, orderedScopes, toggleGroup, toggleScope } from './permission-matrix.ts';

const directory = scopes.map((s) => ({ ...s, group_label: scopeGroups[s.group] }));
const matrix = buildMatrix(directory);
const group = (id: string) => {
  const found = matrix.find((g) => g.group === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

describe('the permission matrix', () => {
  it('orders groups as the menu and puts each resource on one row of view and edit', () => {
    expect(matrix.map((g) => g.group)).toEqual([
      'orders',
      'catalog',
      'marketing',
      'clients',
      'seo',
      'content',
      'directory',
      'admin',
      'integrations',
      'dealers',
      'files',
    ]);
    const orders = group('orders').rows[0];
    expect(orders?.view?.scope).toBe('orders.show');
    expect(orders?.edit?.scope).toBe('orders.edit');
    expect(orders?.label).not.toContain(':');
    // every scope is on exactly one row
    expect(matrix.flatMap((g) => g.rows).flatMap((r) => [r.view, r.edit, r.single].filter(Boolean))).toHaveLength(
      directory.length,
    );
  });

  it('keeps scopes without a twin as single boxes', () => {
    const admin = group('admin').rows;
    expect(admin[0]?.single?.scope).toBe('sidebar.roles');
    expect(group('integrations').rows.find((r) => r.key === 'foxy_link.edit')?.single).toBeDefined();
    const panel = group('dealers').rows.filter((r) => r.key === 'dealer.dashboard' || r.key === 'dealer.manager_user');
    expect(panel.map((r) => Boolean(r.single))).toEqual([true, true]);
  });

  it('ticks view with edit, and clears edit with view', () => {
    const row = group('orders').rows[0];
    if (!row) throw new Error('no row');
    const edited = toggleScope(row, 'edit', true, new Set());
    expect([...edited].sort()).toEqual(['orders.edit', 'orders.show']);
    expect([...toggleScope(row, 'view', false, edited)]).toEqual([]);
    expect([...toggleScope(row, 'edit', false, edited)]).toEqual(['orders.show']);
  });

  it('gives a group three states and selects or clears it all', () => {
    const catalog = group('catalog');
    expect(groupState(catalog, new Set())).toBe('none');
    expect(groupState(catalog, new Set(['products.show']))).toBe('some');
    const all = toggleGroup(catalog, new Set(['products.show', 'orders.show']));
    expect(groupState(catalog, all)).toBe('all');
    expect(all.has('orders.show')).toBe(true);
    const none = toggleGroup(catalog, all);
    expect([...none]).toEqual(['orders.show']);
  });

  it('filters rows by resource, scope or group name', () => {
    const byScope = filterMatrix(matrix, 'promo.code');
    expect(byScope.map((g) => g.group)).toEqual(['marketing']);
    expect(byScope[0]?.rows).toHaveLength(1);
    expect(filterMatrix(matrix, scopeGroups.seo)[0]?.rows).toHaveLength(group('seo').rows.length);
    expect(filterMatrix(matrix, 'zzz-nothing')).toEqual([]);
  });

  it('writes the value in directory order and keeps scopes it does not know', () => {
    expect(orderedScopes(new Set(['legacy.scope', 'catalog.show', 'orders.show']), matrix)).toEqual([
      'orders.show',
      'catalog.show',
      'legacy.scope',
    ]);
  });
});
