import { fieldMessages } from './field-messages.ts';
import { defineMessages } from './messages.ts';
import { z } from './zod.ts';

/**
 * SEO of a category's filter pages (`/phones/color-black`: the category narrowed to one value of
 * one of its select attributes). The category keeps templates for the page's H1, meta title and
 * meta description; a single value may have texts of its own. Placeholders are filled per page.
 * GET and PUT /api/categories/{id}/attributes/seo.
 */

export const filterSeoPlaceholders = ['category', 'attribute', 'value'] as const;
export type FilterSeoPlaceholder = (typeof filterSeoPlaceholders)[number];

export const filterSeoTexts = ['h1', 'meta_title', 'meta_description'] as const;
export type FilterSeoText = (typeof filterSeoTexts)[number];

/** Template lengths: a placeholder grows once filled, so these leave room beyond the page's own limits. */
export const filterSeoLimits = { h1: 255, meta_title: 150, meta_description: 400, overrides: 2000 } as const;
/** What search engines show of a filled title and description; the preview counts against these. */
export const filterSeoShown = { meta_title: 70, meta_description: 160 } as const;

export type FilterSeoTexts = Record<FilterSeoText, string>;

export interface FilterSeoOverride extends FilterSeoTexts {
  /** An id of a value of one of the category's select or multiselect attributes. */
  value: number;
}

export interface FilterSeoAttribute {
  id: number;
  title: string;
  code: string;
  values: { id: number; title: string; slug: string | null }[];
}

/** GET /api/categories/{id}/attributes/seo. */
export interface CategoryFilterSeo {
  category: { id: number; title: string; slug: string };
  templates: FilterSeoTexts;
  /** Only for values of the attributes the category has now, in the order of `attributes`. */
  overrides: FilterSeoOverride[];
  /** The category's select and multiselect attributes, in its order, with their values. */
  attributes: FilterSeoAttribute[];
}

/** POST /api/attributes/{id}/values/merge. */
export interface ValueMerge {
  from: number;
  into: number;
}

/** GET /api/attributes/{id}/values: the values with how many products use each. */
export interface AttributeValueUsage {
  id: number;
  title: string;
  products_count: number;
}

export const filterSeoMessages = defineMessages(
  {
    unknownPlaceholder: (names: string) => `Невідомий заповнювач ${names}. Можна: {category}, {attribute}, {value}.`,
    foreignValue: 'Це значення не належить атрибутам категорії.',
    repeatedValue: 'Для цього значення вже є окремі тексти.',
    mergeSame: 'Оберіть інше значення: значення не можна об’єднати із самим собою.',
    mergeForeign: 'Значення не належить цьому атрибуту.',
  },
  {
    unknownPlaceholder: (names: string) => `Unknown placeholder ${names}. Allowed: {category}, {attribute}, {value}.`,
    foreignValue: 'This value does not belong to the category’s attributes.',
    repeatedValue: 'This value already has texts of its own.',
    mergeSame: 'Choose another value: a value cannot be merged into itself.',
    mergeForeign: 'The value does not belong to this attribute.',
  },
);

const placeholderPattern = /\{([^{}\s]*)\}/g;

/** Placeholders a text names that are not ours, as written (`{brand}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(placeholderPattern)].map((m) => m[1] ?? '');
  const unknown = names.filter((n) => !(filterSeoPlaceholders as readonly string[]).includes(n));
  return [...new Set(unknown)].map((n) => `{${n}}`);
}

/** A filled page text: each known placeholder replaced, runs of spaces left by an empty one closed. */
export function renderFilterSeo(template: string, values: Record<FilterSeoPlaceholder, string>): string {
  return template
    .replace(placeholderPattern, (whole, name: string) =>
      name in values ? values[name as FilterSeoPlaceholder] : whole,
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const text = (max: number) =>
  z
    .string({ error: fieldMessages.text })
    .trim()
    .max(max, fieldMessages.tooLong(max))
    .refine((v) => !v.includes('\u0000'), fieldMessages.control)
    .check((ctx) => {
      const unknown = unknownPlaceholders(ctx.value);
      if (unknown.length > 0) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: filterSeoMessages.unknownPlaceholder(unknown.join(', ')),
        });
      }
    });

const unknownKey = {
  error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? fieldMessages.unknown : undefined),
};

const textsShape = {
  h1: text(filterSeoLimits.h1).default(''),
  meta_title: text(filterSeoLimits.meta_title).default(''),
  meta_description: text(filterSeoLimits.meta_description).default(''),
};

const id = z.number({ error: fieldMessages.reference }).int(fieldMessages.reference).positive(fieldMessages.reference);

/**
 * The body of PUT /api/categories/{id}/attributes/seo: the whole state, templates and overrides.
 * Whether each value belongs to the category is the server's check (it needs the database).
 */
export const filterSeoSaveSchema = z.strictObject(
  {
    templates: z.strictObject(textsShape, unknownKey),
    overrides: z
      .array(z.strictObject({ value: id, ...textsShape }, unknownKey), { error: fieldMessages.row })
      .max(filterSeoLimits.overrides, fieldMessages.items(filterSeoLimits.overrides))
      .default([])
      .check((ctx) => {
        const seen = new Set<number>();
        ctx.value.forEach((row, i) => {
          if (seen.has(row.value)) {
            ctx.issues.push({
              code: 'custom',
              input: row.value,
              path: [i, 'value'],
              message: filterSeoMessages.repeatedValue,
            });
          }
          seen.add(row.value);
        });
      }),
  },
  unknownKey,
);

export type FilterSeoSave = z.input<typeof filterSeoSaveSchema>;

/** The body of POST /api/attributes/{id}/values/merge. */
export const valueMergeSchema = z
  .strictObject({ from: id, into: id }, unknownKey)
  .refine((v) => v.from !== v.into, { message: filterSeoMessages.mergeSame, path: ['into'] });
