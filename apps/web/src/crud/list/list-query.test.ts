import { defaultPerPage, defineResource } from '@kramar/contract';
import { news } from '@kramar/contract/resources/news.ts';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterableFields,
  isFiltered,
  parseListQuery,
  serializeListQuery,
  toApiQuery,
  withFilter,
  withoutFilters,
} from './list-query.ts';

// Every filter kind in one declaration, so the rules are tested whatever resources exist.
const shop = defineResource({
  name: 'shop-items',
  table: 'shop_items',
  route: { path: 'shop-items', name: 'ShopItems' },
  scope: 'shop',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 100, list: true, sortable: true, searchable: true, filterable: true },
    notes: { kind: 'richtext', max: 1000, filterable: true },
    tint: { kind: 'color', filterable: true },
    image: { kind: 'image', filterable: true },
    state: { kind: 'status', options: ['draft', 'published'], filterable: true, sortable: true },
    active: { kind: 'boolean', filterable: true },
    price: { kind: 'money', filterable: true, sortable: true },
    rate: { kind: 'decimal', scale: 2, filterable: true },
    starts: { kind: 'date', filterable: true },
    seen: { kind: 'datetime', filterable: true },
    brand: { kind: 'reference', resource: 'brands', filterable: true },
    code: { kind: 'text', max: 10 },
  },
  extras: {},
});

const parse = (query: string) => parseListQuery(shop, new URLSearchParams(query));

describe('parseListQuery', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, perPage: defaultPerPage, filter: {} });
  });

  it('reads page, per_page, sort and search', () => {
    expect(parse('page=3&per_page=50&sort=-price&search=%20phone%20')).toEqual({
      page: 3,
      perPage: 50,
      sort: '-price',
      search: 'phone',
      filter: {},
    });
  });

  it('keeps the cursor "next" brought, past page 1 only, and writes it back the same way', () => {
    expect(parse('page=4&sort=-price&cursor=abc').cursor).toBe('abc');
    expect(parse('cursor=abc').cursor).toBeUndefined();
    const q = parse('page=4&sort=-price&cursor=abc');
    expect(serializeListQuery(shop, q).get('cursor')).toBe('abc');
    expect(serializeListQuery(shop, { ...q, page: 1 }).get('cursor')).toBeNull();
  });

  it('ignores a bad page, a per_page outside the options and an unsortable sort', () => {
    expect(parse('page=0&per_page=30&sort=code')).toEqual({ page: 1, perPage: defaultPerPage, filter: {} });
    expect(parse('page=abc&per_page=-10&sort=-nope').page).toBe(1);
    expect(parse('sort=updated_at').sort).toBe('updated_at');
  });

  it('keeps declared filters of every kind', () => {
    const q = parse(
      'filter[title]=tv&filter[state]=published&filter[active]=0&filter[price][from]=1000&filter[price][to]=5000' +
        '&filter[rate][from]=1.5&filter[starts][to]=2026-01-31&filter[seen][from]=2026-02-01&filter[brand]=7' +
        '&filter[notes]=sale&filter[tint]=%23FF0000',
    );
    expect(q.filter).toEqual({
      title: 'tv',
      notes: 'sale',
      tint: '#FF0000',
      state: 'published',
      active: '0',
      price: { from: '1000', to: '5000' },
      rate: { from: '1.5' },
      starts: { to: '2026-01-31' },
      seen: { from: '2026-02-01' },
      brand: '7',
    });
  });

  it('drops undeclared, unfilterable and malformed filters', () => {
    const q = parse(
      'filter[code]=x&filter[nope]=1&filter[image]=a&filter[tint]=red&filter[state]=archived&filter[active]=maybe' +
        '&filter[price]=100&filter[price][from]=1.5&filter[starts][from]=31.01.2026&filter[brand]=abc&filter[title]=%20',
    );
    expect(q.filter).toEqual({});
  });

  it('ignores search on a resource without searchable fields', () => {
    const plain = defineResource({ ...shop, fields: { title: { kind: 'text', max: 5 } } });
    expect(parseListQuery(plain, new URLSearchParams('search=x')).search).toBeUndefined();
  });

  it('reads a real declaration (news: status and datetime filters)', () => {
    const q = parseListQuery(news, new URLSearchParams('filter[status]=draft&filter[published_at][to]=2026-11-01'));
    expect(q.filter).toEqual({ status: 'draft', published_at: { to: '2026-11-01' } });
    expect(filterableFields(news).map(([name]) => name)).toEqual(['status', 'published_at']);
  });
});

describe('serializeListQuery', () => {
  it('leaves defaults out', () => {
    expect(serializeListQuery(shop, { page: 1, perPage: defaultPerPage, filter: {} }).toString()).toBe('');
  });

  it('round-trips through parse', () => {
    const address =
      'page=2&per_page=100&sort=-price&search=lamp&filter%5Btitle%5D=tv&filter%5Bstate%5D=draft&filter%5Bactive%5D=1' +
      '&filter%5Bprice%5D%5Bfrom%5D=100&filter%5Bprice%5D%5Bto%5D=900&filter%5Bbrand%5D=3';
    const q = parse(address);
    expect(serializeListQuery(shop, q).toString()).toBe(address);
    expect(parseListQuery(shop, serializeListQuery(shop, q))).toEqual(q);
  });

  it('drops empty values and undeclared filters', () => {
    const params = serializeListQuery(shop, {
      page: 1,
      perPage: 10,
      search: '  ',
      filter: { title: '', price: {}, nope: 'x' },
    });
    expect(params.toString()).toBe('per_page=10');
  });
});

describe('filter helpers', () => {
  const base = parse('page=4&search=a&filter[state]=draft');

  it('setting or removing a filter goes back to page 1', () => {
    expect(withFilter(base, 'active', '1')).toMatchObject({ page: 1, filter: { state: 'draft', active: '1' } });
    expect(withFilter(base, 'state', undefined).filter).toEqual({});
    expect(withFilter(base, 'price', { from: '', to: '' }).filter).toEqual({ state: 'draft' });
  });

  it('counts and clears filters and search', () => {
    expect(activeFilterCount(base)).toBe(1);
    expect(isFiltered(base)).toBe(true);
    const cleared = withoutFilters(base);
    expect(cleared).toEqual({ page: 1, perPage: defaultPerPage, filter: {} });
    expect(isFiltered(cleared)).toBe(false);
  });

  it('turns a datetime day range into instants covering whole days', () => {
    const api = toApiQuery(
      shop,
      parse('filter[seen][from]=2026-02-01&filter[seen][to]=2026-02-01&filter[starts][to]=2026-01-31'),
    );
    const seen = api.filter.seen as { from: string; to: string };
    // the shop's day (Europe/Kyiv, UTC+2 in winter), whatever zone this process runs in
    expect(seen.from).toBe('2026-01-31T22:00:00.000Z');
    expect(seen.to).toBe('2026-02-01T21:59:59.999Z');
    expect(api.filter.starts).toEqual({ to: '2026-01-31' });
  });
});
