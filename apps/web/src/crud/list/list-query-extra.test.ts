import { products } from '@kramar/contract/resources/products.ts';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { registerListExtension } from './list-extensions.ts';
import { parseListQuery, serializeListQuery } from './list-query.ts';

const none = lazy(async () => ({ default: () => null }));
registerListExtension('products', { filters: { keys: /^(has_image|attr_\d+)$/, controls: none, chip: none } });

describe('filters a feature adds to a list', () => {
  it('are read from the address and written back, ranges included', () => {
    const params = new URLSearchParams(
      'filter[has_image]=0&filter[attr_5]=3,7&filter[attr_9][from]=5.5&filter[attr_9][to]=7&filter[other]=1&filter[price][to]=0',
    );
    const query = parseListQuery(products, params);
    expect(query.filter).toEqual({
      price: { to: '0' },
      has_image: '0',
      attr_5: '3,7',
      attr_9: { from: '5.5', to: '7' },
    });
    const back = new URLSearchParams(serializeListQuery(products, query));
    expect(back.get('filter[attr_5]')).toBe('3,7');
    expect(back.get('filter[attr_9][from]')).toBe('5.5');
    expect(back.get('filter[has_image]')).toBe('0');
    expect(back.has('filter[other]')).toBe(false);
  });
});
