import { attributes } from '@kramar/contract/resources/attributes.ts';
import { categories } from '@kramar/contract/resources/categories.ts';
import { news } from '@kramar/contract/resources/news.ts';
import { describe, expect, it } from 'vitest';
import { errorCounts, errorPaths, firstError, formTabs, summaryFields, tabFromParam, tabOfPath } from './form-tabs.ts';

const tabsOf = (resource: Parameters<typeof formTabs>[0]) => {
  const tabs = formTabs(resource);
  if (!tabs) throw new Error(`${resource.name} has no tabs`);
  return tabs;
};

describe('formTabs', () => {
  it('is none for a resource without tabs: its form stays one page', () => {
    expect(formTabs(news)).toBeUndefined();
  });

  it('lays each tab out in the cards of an untabbed form, in the order the tab names them', () => {
    const tabs = tabsOf(categories);
    expect(tabs.map((tab) => tab.name)).toEqual(['basic', 'attributes', 'seo']);
    const basic = tabs[0]?.sections.map((s) => [s.id, s.fields.map(([name]) => name)]);
    expect(basic).toEqual([
      ['main', ['title', 'slug', 'description']],
      ['media', ['image']],
      ['settings', ['parent', 'position', 'status', 'in_menu']],
    ]);
    expect(tabs[1]?.sections.map((s) => s.id)).toEqual(['main']);
  });
});

describe('tabFromParam', () => {
  const tabs = tabsOf(attributes);
  it('opens the tab the address names, and the first for anything else', () => {
    expect(tabFromParam(tabs, 'values')).toBe('values');
    expect(tabFromParam(tabs, null)).toBe('basic');
    expect(tabFromParam(tabs, 'nonsense')).toBe('basic');
    expect(tabFromParam([], 'values')).toBe('');
  });
});

describe('errors in tabs', () => {
  const tabs = tabsOf(categories);

  it('finds the tab of a path, rows included; none for the whole form', () => {
    expect(tabOfPath(tabs, 'meta_title')).toBe('seo');
    expect(tabOfPath(tabs, 'attributes.2.attribute')).toBe('attributes');
    expect(tabOfPath(tabs, 'root')).toBeUndefined();
  });

  it('counts the errors each tab holds', () => {
    expect(errorCounts(tabs, ['title', 'attributes.0.attribute', 'attributes.3.attribute', 'nowhere'])).toEqual({
      basic: 1,
      attributes: 2,
    });
  });

  it('goes to the first tab holding an error, and there to the field shown first', () => {
    // declaration order puts the SEO fields before the attributes; the tabs do not
    expect(firstError(tabs, ['meta_title', 'attributes.1.attribute'])).toEqual({
      tab: 'attributes',
      path: 'attributes.1.attribute',
    });
    // in the basic tab the main card (description) comes before the settings card (parent)
    expect(firstError(tabs, ['parent', 'description'])).toEqual({ tab: 'basic', path: 'description' });
    expect(firstError(tabs, ['attributes.4.attribute', 'attributes.1.attribute'])?.path).toBe('attributes.4.attribute');
    expect(firstError(tabs, ['nowhere'])).toBeUndefined();
  });
});

describe('errorPaths', () => {
  it('flattens RHF errors to paths, rows and a list’s own message too, never into a ref', () => {
    const rows: unknown[] = [undefined, { title: { type: 'too_small', message: 'Обов’язкове поле.' } }];
    Object.assign(rows, { root: { type: 'max', message: 'Забагато.' } });
    const errors = {
      title: { type: 'server', message: 'Зайнята назва.', ref: { name: 'title', nested: { type: 'x' } } },
      values: rows,
      blocks: [{ type: { type: 'invalid', message: 'Невідомий тип.' } }],
    };
    expect(errorPaths(errors)).toEqual(['title', 'values.1.title', 'values.root', 'blocks.0.type']);
    expect(errorPaths(undefined)).toEqual([]);
  });
});

describe('summaryFields', () => {
  it('names a tabbed record by its title and its first plain choice', () => {
    expect(summaryFields(attributes)).toEqual(['title', 'data_type']);
  });

  it('is nothing without a choice to show, or without tabs', () => {
    expect(summaryFields(categories)).toEqual([]);
    expect(summaryFields(news)).toEqual([]);
  });
});
