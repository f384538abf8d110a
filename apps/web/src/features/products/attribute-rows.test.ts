import { describe, expect, it } from 'vitest';
import type { RowValue } from '../../crud/form/form-values.ts';
import type { CategoryAttribute } from './attribute-api.ts';
import { attributeValue, forCategory, missingRequired, withValue } from './attribute-rows.ts';

const attr = (attribute: number, data_type: CategoryAttribute['data_type'], required = false): CategoryAttribute => ({
  attribute,
  required,
  title: `A${attribute}`,
  code: `a${attribute}`,
  data_type,
  suffix: null,
  values: [],
});
const row = (attribute: number, cells: Partial<RowValue>, id?: number): RowValue => ({
  attribute,
  value: '',
  number: '',
  text: '',
  flag: false,
  ...cells,
  ...(id ? { id } : {}),
});

describe('attribute rows', () => {
  it('reads one value per attribute, a multiselect as all its rows', () => {
    const rows = [row(1, { number: '55,5' }, 7), row(2, { value: '3' }, 8), row(2, { value: '4' }, 9)];
    expect(attributeValue(rows, 1, 'number')).toBe('55,5');
    expect(attributeValue(rows, 2, 'multiselect')).toEqual(['3', '4']);
    expect(attributeValue(rows, 5, 'boolean')).toBe(false);
  });

  it('changes a value in place, keeping the row id and the rows order', () => {
    const rows = [row(1, { number: '1' }, 7), row(2, { text: 'x' }, 8)];
    expect(withValue(rows, 1, 'number', '2')).toEqual([row(1, { number: '2' }, 7), row(2, { text: 'x' }, 8)]);
    // emptied: no row is sent
    expect(withValue(rows, 1, 'number', ' ')).toEqual([row(2, { text: 'x' }, 8)]);
  });

  it('keeps the rows of the multiselect values still chosen, adds the new ones', () => {
    const rows = [row(2, { value: '3' }, 8), row(2, { value: '4' }, 9)];
    expect(withValue(rows, 2, 'multiselect', ['4', '5'])).toEqual([row(2, { value: '4' }, 9), row(2, { value: '5' })]);
  });

  it('another category keeps shared attributes and brings set-aside ones back', () => {
    const aside = new Map<number, RowValue[]>();
    const rows = [row(1, { number: '1' }, 7), row(2, { text: 'x' }, 8)];
    const moved = forCategory(rows, [attr(2, 'string')], aside);
    expect(moved).toEqual([row(2, { text: 'x' }, 8)]);
    expect(forCategory(moved, [attr(1, 'number'), attr(2, 'string')], aside)).toEqual([
      row(2, { text: 'x' }, 8),
      row(1, { number: '1' }, 7),
    ]);
  });

  it('names the required attributes left empty (a switch is never empty)', () => {
    const attributes = [attr(1, 'number', true), attr(2, 'boolean', true), attr(3, 'select', true)];
    expect(missingRequired('attribute_values', [row(3, { value: '4' })], attributes, 'req')).toEqual({
      'attribute_values.attr_1': 'req',
    });
    expect(missingRequired('f', [row(1, { number: '2' }), row(3, { value: '1' })], attributes, 'req')).toBeUndefined();
  });
});
