import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../resource.ts';
import { fieldErrors, inputSchema } from '../resource-schema.ts';
import { actions } from './actions.ts';
import { banners } from './banners.ts';
import { creditPrograms } from './credit-programs.ts';
import { currency } from './currency.ts';
import { orderStatuses } from './order-statuses.ts';
import { productLabels } from './product-labels.ts';
import { promoCodes } from './promo-codes.ts';
import { redirectUrls } from './redirect-urls.ts';
import { seoModules } from './seo-modules.ts';
import { synonyms } from './synonyms.ts';

/** The rules of single fields, as a form's input meets them (the schema the server checks with too). */
const declared: ResourceDef[] = [
  actions,
  banners,
  creditPrograms,
  currency,
  orderStatuses,
  productLabels,
  promoCodes,
  redirectUrls,
  seoModules,
  synonyms,
];

describe('field rules', () => {
  const byName = (name: string) => declared.find((r) => r.name === name) as ResourceDef;
  const update = (name: string, body: Record<string, unknown>) => inputSchema(byName(name), 'update').safeParse(body);
  const errorsOf = (name: string, body: Record<string, unknown>) => {
    const parsed = update(name, body);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it('stores currency and promo codes in capitals and status codes in lower case', () => {
    expect(update('currency', { code: 'eur' }).data).toEqual({ code: 'EUR' });
    expect(update('promo-codes', { code: 'black-friday_25' }).data).toEqual({ code: 'BLACK-FRIDAY_25' });
    expect(update('order-statuses', { code: 'In_Transit' }).data).toEqual({ code: 'in_transit' });
  });

  it('refuses malformed codes', () => {
    expect(Object.keys(errorsOf('currency', { code: 'US1' }))).toEqual(['code']);
    expect(Object.keys(errorsOf('currency', { code: 'ГРН' }))).toEqual(['code']);
    expect(Object.keys(errorsOf('promo-codes', { code: 'ЗНИЖКА 10' }))).toEqual(['code']);
    expect(Object.keys(errorsOf('order-statuses', { code: '1st' }))).toEqual(['code']);
  });

  it('keeps a currency rate above zero with four decimals at most', () => {
    expect(errorsOf('currency', { rate: '0' })).toEqual({ rate: ['Не менше 0.0001.'] });
    expect(errorsOf('currency', { rate: '41,12345' })).toEqual({ rate: ['Не більше 4 знаків після коми.'] });
    expect(update('currency', { rate: '41,1234' }).data).toEqual({ rate: 41.1234 });
  });

  it('takes a site path or a full address as a redirect target, never another host by //', () => {
    for (const target of ['/catalog/phones?page=2', 'https://example.com/a', 'http://example.com']) {
      expect(errorsOf('redirect-urls', { target }), target).toEqual({});
    }
    for (const target of ['catalog/phones', '//evil.example', 'ftp://example.com', '/with space']) {
      expect(Object.keys(errorsOf('redirect-urls', { target })), target).toEqual(['target']);
    }
    expect(Object.keys(errorsOf('redirect-urls', { code: '307' }))).toEqual(['code']);
  });

  it('refuses an end before its start', () => {
    const dates = { starts_at: '2026-06-10T00:00:00Z', ends_at: '2026-06-01T00:00:00Z' };
    for (const name of ['actions', 'banners', 'promo-codes'])
      expect(Object.keys(errorsOf(name, dates))).toEqual(['ends_at']);
    const labels = { active_from: '2026-06-10', active_to: '2026-06-09' };
    expect(Object.keys(errorsOf('product-labels', labels))).toEqual(['active_to']);
  });

  it('caps SEO texts at what search engines show', () => {
    expect(
      Object.keys(errorsOf('seo-modules', { meta_title: 'x'.repeat(71), meta_description: 'x'.repeat(161) })).sort(),
    ).toEqual(['meta_description', 'meta_title']);
    expect(Object.keys(errorsOf('seo-modules', { robots: 'index' }))).toEqual(['robots']);
  });

  it('limits credit terms to 1–60 months and synonyms to distinct words', () => {
    expect(Object.keys(errorsOf('credit-programs', { months: '0' }))).toEqual(['months']);
    expect(Object.keys(errorsOf('credit-programs', { months: '61' }))).toEqual(['months']);
    expect(errorsOf('synonyms', { synonyms: ['лептоп', 'Лептоп'] })).toEqual({ synonyms: ['Значення повторюються.'] });
  });
});
