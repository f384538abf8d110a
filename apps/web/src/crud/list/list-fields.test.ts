import { orders } from '@kramar/contract/resources/orders.ts';
import { products } from '@kramar/contract/resources/products.ts';
import { reviews } from '@kramar/contract/resources/reviews.ts';
import { describe, expect, it } from 'vitest';
import '../../app/list-extensions.ts';
import { defaultColumns } from './columns.ts';
import { listFields } from './list-fields.ts';

describe('listFields', () => {
  it('asks for the columns shown, the title, the status and the version, nothing else', () => {
    const fields = listFields(products, ['price', 'sku']);
    expect(new Set(fields)).toEqual(new Set(['name', 'price', 'sku', 'status', 'updated_at']));
    // a column «Колонки» adds is asked for
    expect(listFields(products, ['price', 'sku', 'quantity'])).toContain('quantity');
    expect(listFields(products, defaultColumns(products))).not.toContain('short_description');
  });

  it('adds what a feature’s cells read, and reads everything for a feature that says nothing', () => {
    expect(listFields(orders, ['number', 'total'])).toContain('created_at');
    expect(listFields(reviews, ['author'])).toBeUndefined();
  });
});
