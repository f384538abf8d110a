import { defineResource } from '@kramar/contract';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../resource-api.ts';
import { type AuditFormatContext, formatAuditValue } from './audit-format.ts';
import { mapServerErrors } from './form-errors.ts';
import { formResolver } from './form-resolver.ts';
import { changedFields, emptyValues, type FormValues, newRow, recordToValues, toPayload } from './form-values.ts';
import { moveId } from './widgets/references-widget.tsx';

// a kit: products it bundles (references) and priced lines of its own (children)
const kits = defineResource({
  name: 'kits',
  table: 'kits',
  route: { path: 'kits', name: 'Kits' },
  scope: 'kits',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 50, required: true },
    products: { kind: 'references', resource: 'products', maxItems: 3 },
    lines: {
      kind: 'children',
      titleField: 'name',
      maxItems: 5,
      fields: {
        name: { kind: 'text', max: 20, required: true },
        price: { kind: 'money', min: 100 },
        gift: { kind: 'boolean', default: true },
        starts_at: { kind: 'datetime' },
        unit: { kind: 'reference', resource: 'units' },
      },
    },
  },
  extras: {},
});

const options: ResolverOptions<FormValues> = { fields: {}, shouldUseNativeValidation: false };

const stored = {
  title: 'Набір',
  products: [5, 3],
  lines: [{ id: 7, name: 'Чохол', price: 12050, gift: false, starts_at: null, unit: 2 }],
};

describe('references and children in the form', () => {
  it('start empty, and a new row takes its defaults and no id', () => {
    expect(emptyValues(kits)).toMatchObject({ products: [], lines: [] });
    expect(newRow(kits.fields.lines as never)).toEqual({ name: '', price: '', gift: true, starts_at: '', unit: null });
  });

  it('load ids in order and rows in the units of their cells, keeping each row’s id', () => {
    expect(recordToValues(kits, stored)).toEqual({
      title: 'Набір',
      products: [5, 3],
      lines: [{ id: 7, name: 'Чохол', price: '120,50', gift: false, starts_at: '', unit: 2 }],
    });
  });

  it('send ids as an array and rows whole: kopecks, ISO instants, the id only on kept rows', () => {
    const values = recordToValues(kits, stored);
    const lines = [
      ...(values.lines as object[]),
      { ...newRow(kits.fields.lines as never), name: 'Плівка', price: '1,5' },
    ];
    const { payload, errors } = toPayload(kits, { ...values, lines });
    expect(errors).toEqual({});
    expect(payload.products).toEqual([5, 3]);
    expect(payload.lines).toEqual([
      { id: 7, name: 'Чохол', price: 12050, gift: false, starts_at: null, unit: 2 },
      { name: 'Плівка', price: 150, gift: true, starts_at: null, unit: null },
    ]);
  });

  it('name a conversion error by the cell’s path', () => {
    const lines = [{ ...newRow(kits.fields.lines as never), name: 'A', price: '1,005' }];
    expect(toPayload(kits, { ...emptyValues(kits), lines }).errors).toEqual({
      'lines.0.price': 'Не більше 2 знаків після коми.',
    });
  });

  it('see a reordered list or an edited cell as a change', () => {
    const saved = recordToValues(kits, stored);
    expect(changedFields(kits, saved, { ...saved, products: [3, 5] })).toEqual(['products']);
    const lines = [{ ...(saved.lines as FormValues[])[0], name: 'Інше' }];
    expect(changedFields(kits, saved, { ...saved, lines })).toEqual(['lines']);
    expect(changedFields(kits, saved, recordToValues(kits, stored))).toEqual([]);
  });

  it('validate with the contract: errors land on the row’s cell, conversion errors too', async () => {
    const resolve = formResolver(kits, 'create');
    const lines = [
      { ...newRow(kits.fields.lines as never), name: 'A' },
      { ...newRow(kits.fields.lines as never), price: '1,001' },
    ];
    const { errors } = await resolve({ ...emptyValues(kits), title: 'K', lines }, undefined, options);
    const rows = errors.lines as unknown as Record<string, Record<string, FieldError>>;
    expect(rows[1]?.name?.message).toBe('Обов’язкове поле.');
    expect(rows[1]?.price?.message).toBe('Не більше 2 знаків після коми.');
    expect(rows[0]).toBeUndefined();
  });

  it('pass a valid form on as the payload', async () => {
    const values = { ...recordToValues(kits, stored), lines: [{ ...newRow(kits.fields.lines as never), name: 'B' }] };
    const result = await formResolver(kits, 'update')(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ products: [5, 3], lines: [{ name: 'B', gift: true }] });
  });
});

describe('a 422 on references and rows', () => {
  it('puts a cell’s message on the cell, a list’s on the list', () => {
    const mapped = mapServerErrors(kits, {
      'lines.1.name': ['Обов’язкове поле.'],
      'lines.0.price': ['Не менше 100.'],
      'products.2': ['Оберіть запис зі списку.'],
      lines: ['Не більше 5 елементів.'],
    });
    expect(mapped.fields).toEqual([
      ['products', 'Оберіть запис зі списку.'],
      ['lines.1.name', 'Обов’язкове поле.'],
      ['lines.0.price', 'Не менше 1 ₴.'],
      ['lines', 'Не більше 5 елементів.'],
    ]);
  });
});

describe('multipart', () => {
  const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, String(v)]);

  it('flattens ids as name[i] and rows as name[i][field]', () => {
    const form = toFormData({ products: [5, 3], lines: [{ id: 7, name: 'Чохол', gift: false, unit: null }] }, 'PUT');
    expect(entries(form)).toEqual([
      ['_method', 'PUT'],
      ['products[0]', '5'],
      ['products[1]', '3'],
      ['lines[0][id]', '7'],
      ['lines[0][name]', 'Чохол'],
      ['lines[0][gift]', '0'],
      ['lines[0][unit]', ''],
    ]);
  });

  it('sends an empty list as an empty value, so a save can clear it', () => {
    expect(entries(toFormData({ products: [], lines: [] }))).toEqual([
      ['products', ''],
      ['lines', ''],
    ]);
  });
});

describe('history of lists', () => {
  const ctx: AuditFormatContext = {
    locale: 'uk-UA',
    yes: 'Так',
    no: 'Ні',
    option: (v) => v,
    count: (kind, n) => `${n} ${kind === 'children' ? 'рядки' : 'записи'}`,
  };

  it('words a list by its length, whatever it holds, and an empty one as blank', () => {
    expect(formatAuditValue(kits.fields.products, [5, 3], ctx)).toBe('2 записи');
    expect(formatAuditValue(kits.fields.lines, [{ id: 1, name: 'a' }, { name: 'b' }], ctx)).toBe('2 рядки');
    expect(formatAuditValue(kits.fields.lines, [], ctx)).toBe('');
    expect(formatAuditValue(kits.fields.lines, { odd: true }, ctx)).toBe('');
  });
});

describe('moving a chosen record', () => {
  it('moves one place and stops at the ends', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
