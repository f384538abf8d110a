import { defineResource } from '@kramar/contract';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../resource-api.ts';
import { recordToValues, toPayload } from '../form-values.ts';
import { appendFiles, itemKey, moveItem } from './gallery-model.ts';

describe('gallery moves', () => {
  it('moves an item and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('appends files up to the limit and counts the rest', () => {
    const files = [new File(['1'], '1.png'), new File(['2'], '2.png'), new File(['3'], '3.png')];
    const { items, left } = appendFiles(['a.png'], files, 3);
    expect(items).toEqual(['a.png', files[0], files[1]]);
    expect(left).toBe(1);
  });

  it('keys a file the same way every time, a path by itself', () => {
    const file = new File(['x'], 'x.png');
    expect(itemKey(file)).toBe(itemKey(file));
    expect(itemKey(new File(['x'], 'x.png'))).not.toBe(itemKey(file));
    expect(itemKey('products/a.png')).toBe('products/a.png');
  });
});

describe('a gallery in the form and on the wire', () => {
  const shop = defineResource({
    name: 'shots',
    table: 'shots',
    route: { path: 'shots', name: 'Shots' },
    scope: 'shots',
    titleField: 'title',
    defaultSort: 'title',
    fields: { title: { kind: 'text', max: 50 }, gallery: { kind: 'images', maxItems: 5 } },
    extras: {},
  });

  it('edits the stored paths in order, and sends files and kept paths as gallery[i]', () => {
    const values = recordToValues(shop, { id: 1, title: 'a', gallery: ['p/1.png', 'p/2.png'] });
    expect(values.gallery).toEqual(['p/1.png', 'p/2.png']);
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    const { payload } = toPayload(shop, { ...values, gallery: [file, 'p/2.png'] });
    const form = toFormData(payload, 'PUT');
    expect(form.get('gallery[0]')).toBeInstanceOf(File);
    expect(form.get('gallery[1]')).toBe('p/2.png');
  });

  it('an emptied gallery says so: the field is sent empty, not left out', () => {
    const form = toFormData(toPayload(shop, { title: 'a', gallery: [] }).payload);
    expect(form.getAll('gallery')).toEqual(['']);
  });
});
