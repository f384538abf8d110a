import { describe, expect, it } from 'vitest';
import { renderFilterSeo, unknownPlaceholders } from './category-filter-seo.ts';

describe('filter page texts', () => {
  const page = { category: 'Смартфони', attribute: 'Колір', value: 'чорний' };

  it('fills every placeholder and closes the gap an empty one leaves', () => {
    expect(renderFilterSeo('{category} {attribute}: {value} | {category}', page)).toBe(
      'Смартфони Колір: чорний | Смартфони',
    );
    expect(renderFilterSeo('{category} {value} в Україні', { ...page, value: '' })).toBe('Смартфони в Україні');
  });

  it('names each unknown placeholder once, as written; plain braces are text', () => {
    expect(unknownPlaceholders('{brand} {category} {Brand} {brand} {}')).toEqual(['{brand}', '{Brand}', '{}']);
    expect(unknownPlaceholders('ціна { від } 100 {value}')).toEqual([]);
  });
});
