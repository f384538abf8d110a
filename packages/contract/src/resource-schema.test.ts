import { describe, expect, it } from 'vitest';
import { fieldErrors, inputSchema } from './resource-schema.ts';
import { news } from './resources/news.ts';
import { redirectUrls } from './resources/redirect-urls.ts';
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
    expect(errors.suffix).toEqual(['Обов’язкове поле.']);
    expect(errors.hack).toEqual(['Невідоме поле.']);
  });

  it('lets an update leave out required fields but not blank them', () => {
    expect(inputSchema(units, 'update').safeParse({ suffix: 'мм' }).success).toBe(true);
    const r = inputSchema(units, 'update').safeParse({ title: '' });
    expect(fieldErrors(r.error as never)).toEqual({ title: ['Обов’язкове поле.'] });
  });

  it('fills a declared default that a create body leaves out', () => {
    const r = inputSchema(news, 'create').safeParse({ title: 'Без статусу' });
    expect(r.data).toMatchObject({ status: 'draft' });
    expect(inputSchema(news, 'update').safeParse({}).data).toEqual({});
  });

  it('refuses what PostgreSQL cannot store, on its field', () => {
    const errors = (body: Record<string, unknown>) =>
      fieldErrors(
        (inputSchema(news, 'create').safeParse({ title: 'Новина', ...body }).error ?? { issues: [] }) as never,
      );
    expect(errors({ title: 'a\u0000b' })).toEqual({ title: ['Текст містить недопустимий символ.'] });
    expect(errors({ published_at: '0000-01-01T00:00:00Z' })).toEqual({ published_at: ['Некоректні дата й час.'] });
    expect(errors({ published_at: '2024-02-30T10:00:00Z' })).toEqual({ published_at: ['Некоректні дата й час.'] });
    expect(errors({ published_at: '2024-02-29T10:00:00Z' })).toEqual({});
    // an indexed column: 1 500 Cyrillic letters are 3 000 bytes, past what a b-tree entry holds
    const long = inputSchema(redirectUrls, 'create').safeParse({ from_path: `/${'ж'.repeat(1500)}`, target: '/new' });
    expect(fieldErrors(long.error as never)).toEqual({ from_path: ['Задовге значення для цього поля.'] });
  });
});

describe('isCalendarDate', () => {
  it('knows real days of years 1–9999', async () => {
    const { isCalendarDate } = await import('./resource-schema.ts');
    expect(['2024-02-29', '0001-01-01', '9999-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2023-02-29', '0000-01-01', '2024-13-01', '2024-04-31'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
