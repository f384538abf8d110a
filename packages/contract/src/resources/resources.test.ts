/// <reference types="node" />
// this test reads the web app's files; the contract itself stays free of Node APIs (types: [])
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectResources } from '../registry.ts';
import { type Field, formFields, type ResourceDef, readScope, sortableColumns, writeScope } from '../resource.ts';
import { fieldErrors, inputSchema } from '../resource-schema.ts';
import { allScopes } from '../scopes.ts';

// Found the way the server finds them: every module of this folder but the tests.
const folder = new URL('./', import.meta.url);
const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const modules = await Promise.all(
  files.map((f) => import(new URL(f, folder).href) as Promise<Record<string, unknown>>),
);
const resources = collectResources(modules);

type Labels = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Labels;
const i18n = {
  uk: readJson('../../../../apps/web/src/i18n/uk.json'),
  en: readJson('../../../../apps/web/src/i18n/en.json'),
};
const routeTable = readFileSync(new URL('../../../../apps/web/src/app/routes/route-table.ts', import.meta.url), 'utf8');

const lookup = (labels: Labels, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Labels | undefined)?.[key], labels);

/** Texts that must match a field's own pattern; the rest of a kind's sample is generic. */
const patterned: Record<string, string> = {
  'currency.code': 'usd',
  'order-statuses.code': 'Shipped_2',
  'promo-codes.code': 'summer-2026_a',
  'banners.link': '/catalog/phones',
  'redirect-urls.target': 'https://example.com/new',
  'attributes.code': 'screen_size',
  'admin-users.phone': '+380501234567',
  'customers.phone': '+380501234568',
  'orders.phone': '+380501234569',
  'dealers-users.edrpou': '14360570',
  'dealers-users.vat': '123456789012',
  'dealers-users.phone': '+380501234561',
  'requests.phone': '+380501234560',
  'products.sku': 'TV-55-001',
  'products.ean': '4820000000015',
  'products-sandbox.sku': 'TV-55-002',
  'products-sandbox.ean': '4820000000015',
};

function sample(resource: ResourceDef, name: string, field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const own = patterned[`${resource.name}.${name}`];
      if (field.pattern) return own;
      return 'Зразок тексту'.slice(0, field.max).padEnd(field.min ?? 0, 'а');
    }
    case 'email':
      return 'shop@example.com';
    case 'url':
      return 'https://example.com/page';
    case 'slug':
      return 'zrazok-1';
    case 'path':
      return '/catalog/phones';
    case 'richtext':
      return '<p>Текст</p>';
    case 'integer':
    case 'money':
      return String(field.max ?? field.min ?? 1);
    case 'decimal':
      // a comma, as a Ukrainian keyboard types it
      return String(field.min ?? 1).replace('.', ',');
    case 'boolean':
      return 'true';
    case 'enum':
    case 'status':
      return field.options.at(-1);
    case 'date':
      return '2026-05-01';
    case 'datetime':
      return '2026-05-01T09:00:00+03:00';
    case 'color':
      return '#A1B2C3';
    case 'image':
      return { filename: 'x.png', mimetype: 'image/png', size: 10 };
    case 'reference':
      return '7';
    case 'strings':
      return field.options ? { 0: field.options[0], 1: field.options.at(-1) } : { 0: 'перший', 1: 'другий' };
    case 'blocks':
      return field.types.map((type) => ({ type, title: 'Заголовок', text: 'Текст', link: 'https://example.com' }));
    case 'references':
      // multipart: `labels[0]`, `labels[1]`
      return { 0: '7', 1: '3' };
    case 'children':
      return {
        0: Object.fromEntries(
          Object.entries(field.fields).map(([sub, f]) => [sub, sample(resource, `${name}.${sub}`, f)]),
        ),
      };
  }
}

const requiredOnCreate = (r: ResourceDef) =>
  Object.entries(r.fields)
    // a declared default fills a left-out field, so only fields without one are missing
    .filter(([, f]) => f.required && !f.readOnly && !('default' in f) && f.kind !== 'boolean')
    .map(([name]) => name)
    .sort();

const optionsOf = (f: Field): readonly string[] =>
  f.kind === 'enum' || f.kind === 'status' ? f.options : f.kind === 'blocks' ? f.types : [];

describe('resource declarations', () => {
  it('are all found, each under its own name', () => {
    expect(resources.map((r) => r.name)).toEqual([
      'actions',
      'admin-users',
      'attributes',
      'attributes-groups',
      'banners',
      'brands',
      'categories',
      'colors',
      'credit-programs',
      'currency',
      'customers',
      'dealers-users',
      'feeds',
      'foxy-link-mappings',
      'interactive-sections',
      'news',
      'order-statuses',
      'orders',
      'pages',
      'pages-faq',
      'partners',
      'price-groups',
      'product-kits',
      'product-labels',
      'products',
      'products-sandbox',
      'promo-codes',
      'redirect-urls',
      'requests',
      'reviews',
      'roles',
      'seo-modules',
      'synonyms',
      'units',
      'video-items',
    ]);
  });

  it('serve the directories SPEC §7 names', () => {
    const directories = resources.flatMap((r) => (r.extras.directory ? [[r.extras.directory, r.name]] : []));
    expect(Object.fromEntries(directories)).toEqual({ currencies: 'currency', partners: 'partners', units: 'units' });
  });

  it('have no labels left over from a resource that is gone', () => {
    for (const labels of Object.values(i18n)) {
      expect(Object.keys(labels.resources as Labels).sort()).toEqual(resources.map((r) => r.name).sort());
    }
  });
});

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_, r) => {
  it('is guarded by scopes of the product', () => {
    expect(allScopes.has(readScope(r)), readScope(r)).toBe(true);
    expect(allScopes.has(writeScope(r)), writeScope(r)).toBe(true);
  });

  it('lives at a route of the web app', () => {
    const routes = i18n.uk.routes as Labels;
    // SPEC §2 gives some sections no create screen: their records are made in a dialog of the list
    const screens = [
      r.route.list === false ? [] : ['Index'],
      r.route.create === false ? [] : ['Create'],
      r.route.edit === false ? [] : ['Edit'],
    ].flat();
    for (const screen of screens) expect(routes).toHaveProperty([`${r.route.name}.${screen}`]);
    if (r.route.create === false) expect(routes).not.toHaveProperty([`${r.route.name}.Create`]);
    expect(routeTable).toContain(`'${r.route.path}'`);
  });

  it('sorts by a sortable column and names records by a text or a number', () => {
    expect(sortableColumns(r)).toContain(r.defaultSort.replace(/^-/, ''));
    expect(['text', 'path', 'integer']).toContain(r.fields[r.titleField]?.kind);
    // staff are deactivated, dealers blocked and orders cancelled, never deleted: what they did and paid stays
    expect(Boolean(r.extras.delete)).toBe(!['admin-users', 'dealers-users', 'orders'].includes(r.name));
  });

  it.each(['uk', 'en'] as const)('has %s labels for itself, every field and every option', (lang) => {
    const own = lookup(i18n[lang], ['resources', r.name]) as Labels;
    expect(own?.title, 'title').toEqual(expect.any(String));
    expect(own?.one, 'one').toEqual(expect.any(String));
    for (const [name, field] of Object.entries(r.fields)) {
      expect(lookup(own, ['fields', name]), name).toEqual(expect.any(String));
      for (const option of optionsOf(field)) {
        expect(lookup(own, ['options', name, option]), `${name}.${option}`).toEqual(expect.any(String));
      }
    }
    // a hint or option label for a field that does not exist is a typo
    for (const group of ['hints', 'options']) {
      for (const name of Object.keys((own[group] as Labels | undefined) ?? {}))
        expect(r.fields, group).toHaveProperty([name]);
    }
  });

  it('puts every editable field in exactly one tab, when it has tabs', () => {
    if (!r.tabs) return;
    // a read-only field may be shown in a tab too (an order's company): it is not edited there
    const placed = r.tabs.flatMap((tab) => tab.fields).filter((name) => !r.fields[name]?.readOnly);
    expect([...placed].sort()).toEqual(
      formFields(r)
        .map(([name]) => name)
        .sort(),
    );
    expect(new Set(r.tabs.map((tab) => tab.name)).size).toBe(r.tabs.length);
    for (const lang of ['uk', 'en'] as const) {
      for (const tab of r.tabs) {
        expect(lookup(i18n[lang], ['resources', r.name, 'tabs', tab.name]), `${lang} ${tab.name}`).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it('accepts one valid record as a form would send it', () => {
    const record = Object.fromEntries(
      Object.entries(r.fields)
        .filter(([, f]) => !f.readOnly)
        .map(([name, f]) => [name, sample(r, name, f)]),
    );
    const parsed = inputSchema(r, 'create').safeParse(record);
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({});
  });

  it('accepts its own defaults', () => {
    const defaults = Object.fromEntries(
      Object.entries(r.fields).flatMap(([name, f]) =>
        'default' in f && f.default !== undefined ? [[name, f.default]] : [],
      ),
    );
    const parsed = inputSchema(r, 'update').safeParse(defaults);
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({});
  });

  it('refuses an empty record with the required fields, and only them', () => {
    const required = requiredOnCreate(r);
    const parsed = inputSchema(r, 'create').safeParse({});
    if (required.length === 0) {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.success).toBe(false);
    expect(Object.keys(fieldErrors(parsed.error as never)).sort()).toEqual(required);
  });
});
