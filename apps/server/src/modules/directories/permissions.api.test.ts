import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** SPEC §6, copied by hand on purpose: the contract must not drift from the specification. */
const specScopes = [
  'dealer.dashboard',
  'dealer.manager_user',
  'orders.show',
  'orders.edit',
  'catalog.show',
  'products.show',
  'categories.show',
  'attributes.show',
  'attributes.group.show',
  'brand.show',
  'color.show',
  'banners.show',
  'interactive-sections.show',
  'promo.code.show',
  'admin.requests.show',
  'reviews.show',
  'customers.show',
  'seo.page.show',
  'redirects.show',
  'news.show',
  'actions.show',
  'video.items.show',
  'pages.show',
  'page.faq.show',
  'unit.show',
  'currency.show',
  'partners.show',
  'labels.show',
  'statutes.show',
  'synonyms.show',
  'credit.programs.show',
  'admin.users.show',
  'roles.show',
  'sidebar.roles',
  'feeds.show',
  'sidebar.feed',
  'foxy_link.edit',
  'core.file-manager',
];

type Permission = { scope: string; label: string; group: string; group_label: string };

describe('GET /api/directories/permissions', () => {
  it('lists every scope of the spec and the .edit twin of each .show, with Ukrainian labels and groups', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const token = await signIn(t.url, user);
    const res = await call<{ data: Permission[] }>(t.url, 'GET', '/api/directories/permissions', { token });
    expect(res.status).toBe(200);
    const listed = new Set(res.body.data.map((p) => p.scope));
    for (const scope of specScopes) {
      expect(listed.has(scope), scope).toBe(true);
      if (scope.endsWith('.show')) expect(listed.has(scope.replace(/\.show$/, '.edit')), `${scope} edit`).toBe(true);
    }
    for (const p of res.body.data) {
      expect(p.label).toMatch(/[А-ЯІЇЄҐа-яіїєґ]/);
      expect(p.group_label).toMatch(/[А-ЯІЇЄҐа-яіїєґ]|SEO/);
      expect(p.group).toMatch(/^[a-z]+$/);
    }
  });

  it('names the scopes in English for a reader of the English interface', async () => {
    const token = await signIn(t.url, await createUser(t.app, { scopes: [] }));
    const res = await call<{ data: Permission[] }>(t.url, 'GET', '/api/directories/permissions', {
      token,
      headers: { 'accept-language': 'en' },
    });
    const byScope = new Map(res.body.data.map((p) => [p.scope, p]));
    expect(byScope.get('news.edit')).toMatchObject({ label: 'News: edit', group_label: 'Content' });
    for (const p of res.body.data) expect(p.label, p.scope).not.toMatch(/[А-ЯІЇЄҐа-яіїєґ]/);
  });

  it('is for signed-in users only', async () => {
    expect((await call(t.url, 'GET', '/api/directories/permissions')).status).toBe(401);
  });
});
