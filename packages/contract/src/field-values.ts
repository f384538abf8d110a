import { decimalText, isFileLike, lineText, manyLines } from './field-coercion.ts';
import { fieldMessages, hasNul, isCalendarDate, maxIndexedBytes, utf8Length } from './field-messages.ts';
import { localText } from './messages.ts';
import type { Field } from './resource.ts';
import { passwordLimits, staffMessages } from './staff.ts';
import { z } from './zod.ts';

/** The zod schema of one field's value, by its kind (blank and required are decided around it). */

const m = fieldMessages;

export const blockShape = {
  title: 200,
  text: 5000,
  link: 500,
} as const;

/** A b-tree indexes the column (unique, sorted or filtered): its entries have a size limit. */
const indexed = (field: Field): boolean => Boolean(field.unique || field.sortable || field.filterable);

function plainText(max: number, indexedColumn: boolean) {
  let s = z
    .string(m.text)
    .max(max, m.tooLong(max))
    .refine((v) => !hasNul(v), m.control);
  if (indexedColumn) s = s.refine((v) => utf8Length(v) <= maxIndexedBytes, m.bytes);
  return s;
}

export function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email': {
      let s = plainText(field.max, indexed(field));
      if (field.min) s = s.min(field.min, m.tooShort(field.min));
      if (field.pattern) s = s.regex(new RegExp(field.pattern.source), localText(field.pattern.message));
      let t: z.ZodType = s;
      if (field.kind === 'email') t = s.pipe(z.email(m.email)).transform((v) => v.toLowerCase());
      if (field.kind === 'url') t = s.pipe(z.url({ protocol: /^https?$/, error: m.url }));
      if (field.case === 'upper') t = t.transform((v) => (v as string).toUpperCase());
      if (field.case === 'lower') t = t.transform((v) => (v as string).toLowerCase());
      return t;
    }
    case 'slug':
      return plainText(field.max, true)
        .transform((v) => v.toLowerCase())
        .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slug));
    case 'path':
      return plainText(field.max, indexed(field)).regex(/^\/[^\s]*$/, m.path);
    case 'richtext':
      return plainText(field.max, false);
    case 'integer':
    case 'money':
    case 'decimal': {
      // "10.0" or "10,5" sent as an integer's text is a number, just not a whole one
      const integerKind = field.kind !== 'decimal';
      let n = z
        .number({
          error: (issue) =>
            integerKind && typeof issue.input === 'string' && decimalText.test(issue.input) ? m.integer : m.number,
        })
        .refine(Number.isFinite, m.number);
      if (integerKind) n = n.refine(Number.isInteger, m.integer);
      if (field.kind === 'decimal') {
        const scale = field.scale ?? 2;
        n = n.refine((v) => Math.abs(v * 10 ** scale - Math.round(v * 10 ** scale)) < 1e-6, m.scale(scale));
      }
      if (field.min !== undefined) n = n.refine((v) => v >= (field.min as number), m.min(field.min));
      if (field.max !== undefined) n = n.refine((v) => v <= (field.max as number), m.max(field.max));
      return n;
    }
    case 'boolean':
      return z.boolean(m.boolean);
    case 'enum':
    case 'status':
      return z.enum(field.options as [string, ...string[]], m.choice);
    case 'date':
      return z.iso.date(m.date).refine(isCalendarDate, m.date);
    case 'datetime':
      return z.iso.datetime({ offset: true, error: m.datetime }).refine(isCalendarDate, m.datetime);
    case 'color':
      return z
        .string(m.color)
        .regex(/^#[0-9a-fA-F]{6}$/, m.color)
        .transform((v) => v.toLowerCase());
    case 'image':
      // a new file, or the stored path sent back unchanged
      return z.union([z.string(m.image).max(500), z.custom((v) => isFileLike(v), m.image)], m.image);
    case 'images':
      // each a new file or a stored path sent back; their order is the gallery's, the first the main
      return z
        .array(z.union([z.string(m.image).max(500), z.custom((v) => isFileLike(v), m.image)], m.image), m.image)
        .max(field.maxItems, m.items(field.maxItems));
    case 'reference':
      return z.number(m.reference).int(m.reference).positive(m.reference);
    case 'references':
      return z
        .array(z.number(m.reference).int(m.reference).positive(m.reference), m.reference)
        .max(field.maxItems, m.items(field.maxItems))
        .refine((ids) => new Set(ids).size === ids.length, m.duplicateRecord);
    case 'children':
      // built by resource-schema.ts: a row's fields are whole fields (required, defaults)
      throw new Error('children rows are built with their fields');
    case 'strings': {
      const options = field.options;
      const item = options
        ? z.enum(options as [string, ...string[]], m.choice)
        : plainText(field.itemMax, false).trim().min(1, m.required);
      return z
        .array(item, m.text)
        .max(field.maxItems, m.items(field.maxItems))
        .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, m.duplicateItem);
    }
    case 'password':
      return z
        .string(m.text)
        .min(passwordLimits.min, staffMessages.passwordTooShort(passwordLimits.min))
        .max(passwordLimits.max, staffMessages.passwordTooLong(passwordLimits.max));
    case 'blocks':
      return z
        .array(
          z.strictObject({
            type: z.enum(field.types as [string, ...string[]], m.choice),
            title: z.preprocess(
              lineText,
              z.string(m.text).max(blockShape.title, m.tooLong(blockShape.title)).nullish(),
            ),
            text: z.preprocess(manyLines, z.string(m.text).max(blockShape.text, m.tooLong(blockShape.text)).nullish()),
            link: z.preprocess(
              lineText,
              plainText(blockShape.link, false)
                .pipe(z.url({ protocol: /^https?$/, error: m.url }))
                .nullish(),
            ),
          }),
          m.text,
        )
        .max(field.maxItems, m.items(field.maxItems));
  }
}
