import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuEntry, type MenuVariant } from './menu-visibility.ts';

const user = (scopes: string[], owner = false) => ({ owner, scopes });

/** `path` for links, `group:[paths]` for groups. */
const shape = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'link' ? entry.link.path : `${entry.id}:[${entry.links.map((l) => l.path).join(' ')}]`,
  );
const menu = (scopes: string[], variant: MenuVariant = 'desktop', owner = false) =>
  shape(buildMenu(user(scopes, owner), variant));

describe('menu visibility (SPEC §2, §6)', () => {
  it('always shows the dashboard, and no group without an item', () => {
    expect(menu([])).toEqual(['/dashboard']);
    expect(shape(buildMenu(null, 'desktop'))).toEqual(['/dashboard']);
  });

  it('shows a group only with a visible item', () => {
    expect(menu(['news.show', 'unit.show'])).toEqual(['/dashboard', 'content:[/news]', 'directory:[/directory/units]']);
  });

  it('needs sidebar.roles for administration and sidebar.feed for integrations', () => {
    expect(menu(['roles.show', 'feeds.show'])).toEqual(['/dashboard']);
    expect(menu(['roles.show', 'sidebar.roles', 'foxy_link.edit', 'sidebar.feed'])).toEqual([
      '/dashboard',
      'admin:[/roles]',
      'integrations:[/foxy-link-mappings]',
    ]);
    expect(menu(['sidebar.roles', 'sidebar.feed'])).toEqual(['/dashboard']);
  });

  it('gates the dealer panel by dealer.dashboard and dealer.manager_user', () => {
    expect(menu(['dealer.dashboard'])[1]).toBe(
      'dealers:[/dealers /dealers/orders /dealers/workspaces /dealers/catalog]',
    );
    expect(menu(['dealer.manager_user'])[1]).toBe('dealers:[/dealers/managers]');
    expect(menu(['dealer.dashboard', 'dealer.manager_user'], 'mobile')[1]).toBe(
      'dealers:[/dealers /dealers-orders /dealers-managers /dealers/workspaces /dealers/catalog]',
    );
  });

  it('shows a dealer’s person the dealer panel alone, without the staff’s dashboard', () => {
    const principal = { owner: false, scopes: ['dealer.dashboard', 'dealer.manager_user'], dealer: { id: 3 } };
    expect(shape(buildMenu(principal, 'desktop'))).toEqual([
      'dealers:[/dealers /dealers/orders /dealers/managers /dealers/workspaces /dealers/catalog]',
    ]);
    const manager = { owner: false, scopes: ['dealer.dashboard'], dealer: { id: 3 } };
    expect(shape(buildMenu(manager, 'mobile'))).toEqual([
      'dealers:[/dealers /dealers-orders /dealers/workspaces /dealers/catalog]',
    ]);
  });

  it('applies the mobile differences', () => {
    const scopes = ['products.show', 'pages.show', 'page.faq.show', 'news.show', 'core.file-manager'];
    expect(menu(scopes)).toEqual([
      '/dashboard',
      'catalog:[/products /products-sandbox]',
      'content:[/news /pages /pages-faq]',
      '/file-manager',
    ]);
    expect(menu(scopes, 'mobile')).toEqual(['/dashboard', 'catalog:[/products]', 'content:[/news]']);
    expect(menu(['foxy_link.edit'], 'mobile')).toContain('catalog:[/products-sandbox]');
  });

  it('shows the owner everything', () => {
    const desktop = buildMenu(user([], true), 'desktop');
    expect(desktop.flatMap((e) => (e.kind === 'link' ? [e.link] : e.links))).toHaveLength(43);
    expect(desktop.filter((e) => e.kind === 'group')).toHaveLength(10);
    expect(buildMenu(user([], true), 'mobile').flatMap((e) => (e.kind === 'link' ? [e.link] : e.links))).toHaveLength(
      40,
    );
  });

  it('marks only prefix items as exact (/orders vs /orders/create)', () => {
    const links = buildMenu(user([], true), 'desktop').flatMap((e) => (e.kind === 'link' ? [e.link] : e.links));
    expect(links.filter((l) => l.end).map((l) => l.path)).toEqual(['/dealers', '/orders', '/dealers-users']);
  });
});
