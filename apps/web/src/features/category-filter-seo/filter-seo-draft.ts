import {
  type CategoryFilterSeo,
  type FilterSeoSave,
  type FilterSeoText,
  type FilterSeoTexts,
  filterSeoSaveSchema,
  filterSeoTexts,
  renderFilterSeo,
} from '@kramar/contract';

/**
 * The screen's state: the templates and, per value id, that value's own texts. Errors are keyed
 * `templates.h1` and `values.<value id>.h1`, whatever order the overrides travel in.
 */
export interface FilterSeoDraft {
  templates: FilterSeoTexts;
  values: Record<number, FilterSeoTexts>;
}

export type DraftErrors = Record<string, string>;

export const blankTexts: FilterSeoTexts = { h1: '', meta_title: '', meta_description: '' };
const blank = (t: FilterSeoTexts) => filterSeoTexts.every((k) => t[k].trim() === '');

export const draftOf = (state: CategoryFilterSeo): FilterSeoDraft => ({
  templates: { ...state.templates },
  values: Object.fromEntries(state.overrides.map(({ value, ...texts }) => [value, texts])),
});

/** What PUT takes; a value whose texts are all empty follows the templates, so it is left out. */
export function bodyOf(draft: FilterSeoDraft): { body: FilterSeoSave; order: number[] } {
  const order = Object.keys(draft.values)
    .map(Number)
    .filter((id) => !blank(draft.values[id] ?? blankTexts));
  return {
    body: {
      templates: draft.templates,
      overrides: order.map((value) => ({ value, ...(draft.values[value] ?? blankTexts) })),
    },
    order,
  };
}

export const sameDraft = (a: FilterSeoDraft, b: FilterSeoDraft): boolean =>
  JSON.stringify(bodyOf(a).body) === JSON.stringify(bodyOf(b).body);

/** `overrides.2.h1` (the server's and zod's path) → `values.<id>.h1` (the screen's). */
export function draftErrors(paths: Record<string, string[]>, order: readonly number[]): DraftErrors {
  const out: DraftErrors = {};
  for (const [path, messages] of Object.entries(paths)) {
    const [head, index, text] = path.split('.');
    const key =
      head === 'overrides' && index !== undefined ? `values.${order[Number(index)] ?? index}.${text ?? 'value'}` : path;
    out[key] ??= messages[0] ?? '';
  }
  return out;
}

/** The browser checks what the server would (the same schema) before sending. */
export function checkDraft(draft: FilterSeoDraft): { body: FilterSeoSave; order: number[]; errors: DraftErrors } {
  const { body, order } = bodyOf(draft);
  const parsed = filterSeoSaveSchema.safeParse(body);
  if (parsed.success) return { body, order, errors: {} };
  const paths: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    paths[path] = [...(paths[path] ?? []), issue.message];
  }
  return { body, order, errors: draftErrors(paths, order) };
}

export interface PageTexts extends FilterSeoTexts {
  /** Which of the three come from the value's own texts rather than the templates. */
  own: FilterSeoText[];
}

/** The three texts of one filter page, filled in. */
export function pageTexts(
  draft: FilterSeoDraft,
  names: { category: string; attribute: string; value: string },
  valueId: number | undefined,
): PageTexts {
  const own = valueId === undefined ? undefined : draft.values[valueId];
  const result: PageTexts = { ...blankTexts, own: [] };
  for (const key of filterSeoTexts) {
    const mine = own?.[key].trim() ?? '';
    if (mine !== '') result.own.push(key);
    result[key] = renderFilterSeo(mine !== '' ? mine : draft.templates[key], names);
  }
  return result;
}
