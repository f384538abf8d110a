import { describe, expect, it } from 'vitest';
import { fieldErrors, inputSchema } from './resource-schema.ts';
import { news } from './resources/news.ts';
import { units } from './resources/units.ts';

describe('inputSchema', () => {
  it('reads multipart strings as the kinds they declare', () => {
    const r = inputSchema(news, 'create').safeParse({
      title: '  Літній розпродаж ',
      status: 'published',
      published_at: '2026-06-01T09:00:00.000Z',
      body: '<p></p>',
      slug: '',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ title: 'Літній розпродаж', body: null, slug: null });
  });

  it('puts every problem on its field, unknown keys included', () => {
    const r = inputSchema(units, 'create').safeParse({ title: 'x'.repeat(101), hack: 1 });
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error as never);
    expect(errors.title).toEqual(['Не більше 100 символів.']);
    expect(errors.suffix).toEqual(["Обов'язкове поле."]);
    expect(errors.hack).toEqual(['Невідоме поле.']);
  });

  it('lets an update leave out required fields but not blank them', () => {
    expect(inputSchema(units, 'update').safeParse({ suffix: 'мм' }).success).toBe(true);
    const r = inputSchema(units, 'update').safeParse({ title: '' });
    expect(fieldErrors(r.error as never)).toEqual({ title: ["Обов'язкове поле."] });
  });

  it('fills a declared default that a create body leaves out', () => {
    const r = inputSchema(news, 'create').safeParse({ title: 'Без статусу' });
    expect(r.data).toMatchObject({ status: 'draft' });
    expect(inputSchema(news, 'update').safeParse({}).data).toEqual({});
  });
});
