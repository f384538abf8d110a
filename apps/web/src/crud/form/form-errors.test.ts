import { defineResource, fieldMessages } from '@kramar/contract';
import { creditPrograms } from '@kramar/contract/resources/credit-programs.ts';
import { news } from '@kramar/contract/resources/news.ts';
import { promoCodes } from '@kramar/contract/resources/promo-codes.ts';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { shownAsChanged, truncate } from './audit-format.ts';
import { crossMessage, hryvniaMessage, mapServerErrors } from './form-errors.ts';
import { formResolver } from './form-resolver.ts';
import { formSections } from './form-sections.ts';
import { emptyValues, type FormValues } from './form-values.ts';

const sections = defineResource({
  name: 'sections',
  table: 'sections',
  route: { path: 'sections', name: 'Sections' },
  scope: 'sections',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 20, required: true },
    price: { kind: 'money', min: 100, max: 1_000_000 },
    terms: { kind: 'strings', maxItems: 3, itemMax: 10 },
    blocks: { kind: 'blocks', types: ['text', 'link'], maxItems: 3 },
    views: { kind: 'integer', readOnly: true },
  },
  extras: {},
});

const options: ResolverOptions<FormValues> = { fields: {}, shouldUseNativeValidation: false };

describe('a 422 on the form', () => {
  it('lands on fields in form order, block inputs by their dotted path', () => {
    const mapped = mapServerErrors(sections, {
      'blocks.1.link': ['Некоректне посилання (http:// або https://).'],
      title: ['Таке значення вже існує.', 'Другий'],
      'terms.2': ['Не більше 10 символів.'],
      terms: ['Значення повторюються.'],
    });
    expect(mapped.fields).toEqual([
      ['title', 'Таке значення вже існує.'],
      ['terms', 'Не більше 10 символів.'],
      ['blocks.1.link', 'Некоректне посилання (http:// або https://).'],
    ]);
    expect(mapped.form).toEqual([]);
  });

  it('puts unknown and read-only fields above the form', () => {
    const mapped = mapServerErrors(sections, { secret: ['Невідоме поле.'], views: ['Ні'], _: ['Загальна'] });
    expect(mapped.fields).toEqual([]);
    expect(mapped.form).toEqual(['Невідоме поле.', 'Ні', 'Загальна']);
  });

  it('restates money limits in hryvnias', () => {
    const price = sections.fields.price;
    expect(hryvniaMessage(price, 'Не менше 100.')).toBe('Не менше 1 ₴.');
    expect(hryvniaMessage(price, 'Не більше 1000000.')).toBe('Не більше 10000 ₴.');
    expect(mapServerErrors(sections, { price: ['Не менше 100.'] }).fields).toEqual([['price', 'Не менше 1 ₴.']]);
  });
});

describe('the form resolver (the contract schema on converted values)', () => {
  it('returns the API payload when valid', async () => {
    const resolve = formResolver(sections, 'create');
    const result = await resolve({ ...emptyValues(sections), title: ' Літо ', price: '15,5' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Літо', price: 1550, terms: [], blocks: [] });
  });

  it('reports Ukrainian messages on the fields, money in hryvnias', async () => {
    const resolve = formResolver(sections, 'create');
    const values = {
      ...emptyValues(sections),
      price: '0,5',
      blocks: [{ type: 'link', title: '', text: '', link: 'nope' }],
    };
    const { errors } = await resolve(values, undefined, options);
    expect((errors.title as FieldError).message).toBe('Обов’язкове поле.');
    expect((errors.price as FieldError).message).toBe('Не менше 1 ₴.');
    const blocks = errors.blocks as unknown as Record<string, Record<string, FieldError>>;
    expect(blocks[0]?.link?.message).toBe('Некоректне посилання (http:// або https://).');
  });

  it('catches a third decimal of hryvnias before the schema', async () => {
    const { errors } = await formResolver(sections, 'update')(
      { ...emptyValues(sections), title: 'A', price: '1,001' },
      undefined,
      options,
    );
    expect((errors.price as FieldError).message).toBe('Не більше 2 знаків після коми.');
  });
});

describe('layout and history helpers', () => {
  it('groups news into content, image, settings and SEO cards', () => {
    expect(formSections(news).map((s) => [s.id, s.fields.map(([n]) => n)])).toEqual([
      ['main', ['title', 'slug', 'excerpt', 'body']],
      ['media', ['image']],
      ['settings', ['status', 'published_at']],
      ['seo', ['meta_title', 'meta_description']],
    ]);
  });

  it('cuts long history values and hides rich ones', () => {
    expect(truncate('a'.repeat(100))).toHaveLength(80);
    expect(truncate('  two\n lines ')).toBe('two lines');
    expect(shownAsChanged(news.fields.body)).toBe(true);
    expect(shownAsChanged(news.fields.title)).toBe(false);
  });
});

describe('a cross rule’s message', () => {
  it('says which other field it is measured against', () => {
    expect(crossMessage(promoCodes, 'ends_at', fieldMessages.after)).toEqual({
      key: 'crudForm.cross.after',
      other: 'starts_at',
    });
    expect(crossMessage(creditPrograms, 'max_amount', fieldMessages.atLeast)).toEqual({
      key: 'crudForm.cross.atLeast',
      other: 'min_amount',
    });
    expect(crossMessage(promoCodes, 'ends_at', fieldMessages.required)).toBeUndefined();
    expect(crossMessage(promoCodes, 'starts_at', fieldMessages.after)).toBeUndefined();
  });
});
