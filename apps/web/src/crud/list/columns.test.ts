import { banners } from '@kramar/contract/resources/banners.ts';
import { news } from '@kramar/contract/resources/news.ts';
import { products } from '@kramar/contract/resources/products.ts';
import { units } from '@kramar/contract/resources/units.ts';
import { describe, expect, it } from 'vitest';
import { byPriority, chooserColumns, defaultColumns, fitColumns, parseColumns, toggleColumn } from './columns.ts';

describe('columns', () => {
  it('offers id and updated_at beside the list fields, and shows the list fields first', () => {
    expect(chooserColumns(units)).toEqual(['id', 'title', 'suffix', 'updated_at']);
    expect(defaultColumns(units)).toEqual(['title', 'suffix']);
    expect(chooserColumns(news)).not.toContain('body');
  });

  it('restores a remembered choice and keeps the title', () => {
    expect(parseColumns(units, JSON.stringify(['id', 'suffix']))).toEqual(['id', 'title', 'suffix']);
    expect(parseColumns(units, JSON.stringify(['title']))).toEqual(['title']);
  });

  it('falls back to the default for missing, broken or stale choices', () => {
    expect(parseColumns(units, null)).toEqual(['title', 'suffix']);
    expect(parseColumns(units, '{oops')).toEqual(['title', 'suffix']);
    expect(parseColumns(units, JSON.stringify(['gone']))).toEqual(['title', 'suffix']);
    expect(parseColumns(units, '"title"')).toEqual(['title', 'suffix']);
  });

  it('toggles a column in chooser order but never the title', () => {
    expect(toggleColumn(units, ['title', 'suffix'], 'id')).toEqual(['id', 'title', 'suffix']);
    expect(toggleColumn(units, ['title', 'suffix'], 'suffix')).toEqual(['title']);
    expect(toggleColumn(units, ['title'], 'title')).toEqual(['title']);
  });

  it('ranks the title, the status and the sorted column first, then the declaration', () => {
    const all = defaultColumns(banners);
    expect(byPriority(banners, all, 'position').slice(0, 4)).toEqual(['title', 'status', 'position', 'image_desktop']);
  });

  it('leaves out the least important columns that do not fit, keeping the chooser order', () => {
    const all = defaultColumns(banners);
    const fitted = fitColumns(banners, all, 'position', 500, () => 150);
    expect(fitted).toEqual(['title', 'position', 'status']);
    expect(fitColumns(banners, all, 'position', 10, () => 150)).toEqual(['title']);
    // the drawn table came out wider than estimated: one more left out, the least important first
    expect(fitColumns(banners, all, 'position', 500, () => 150, undefined, 1)).toEqual(['title', 'status']);
    expect(fitColumns(banners, all, 'position', 500, () => 150, undefined, 9)).toEqual(['title']);
  });

  it('keeps the money before the sorted and the edited columns', () => {
    const shown = fitColumns(products, defaultColumns(products), '-created_at', 700, () => 150);
    expect(shown).toContain('price');
    expect(byPriority(products, defaultColumns(products), 'quantity').slice(0, 4)).toEqual([
      'name',
      'status',
      'price',
      'quantity',
    ]);
  });
});
