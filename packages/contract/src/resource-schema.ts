import type { Field, ResourceDef } from './resource.ts';
import { z } from './zod.ts';

/**
 * The zod schemas of a resource's create and update bodies, built from its declaration: the server
 * validates with them and the web form resolves with the very same ones. Values may arrive as
 * multipart strings ('12', 'true', '') or as JSON, so each kind accepts both.
 */

export const fieldMessages = {
  required: "Обов'язкове поле.",
  unknown: 'Невідоме поле.',
  tooLong: (max: number) => `Не більше ${max} символів.`,
  tooShort: (min: number) => `Не менше ${min} символів.`,
  number: 'Має бути числом.',
  integer: 'Має бути цілим числом.',
  min: (min: number) => `Не менше ${min}.`,
  max: (max: number) => `Не більше ${max}.`,
  scale: (scale: number) => `Не більше ${scale} знаків після коми.`,
  choice: 'Оберіть значення зі списку.',
  boolean: 'Має бути так або ні.',
  date: 'Некоректна дата.',
  datetime: 'Некоректні дата й час.',
  after: 'Не раніше за дату початку.',
  atLeast: 'Не менше за нижню межу.',
  color: 'Колір у форматі #rrggbb.',
  url: 'Некоректне посилання (http:// або https://).',
  email: 'Некоректний e-mail.',
  slug: 'Лише латинські літери, цифри та дефіси.',
  path: 'Шлях має починатися з / і не містити пробілів.',
  image: 'Завантажте зображення.',
  reference: 'Оберіть запис зі списку.',
  items: (max: number) => `Не більше ${max} елементів.`,
  duplicateItem: 'Значення повторюються.',
  unique: 'Таке значення вже існує.',
  text: 'Має бути текстом.',
  control: 'Текст містить недопустимий символ.',
  bytes: 'Задовге значення для цього поля.',
} as const;

/** PostgreSQL keeps no NUL in text or jsonb: such input is refused, never a 500. */
export const hasNul = (v: string): boolean => v.includes('\u0000');

/** A real calendar day of years 1–9999 (`2024-02-30` and year 0 are not). */
export function isCalendarDate(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (!match) return false;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** UTF-8 length: a b-tree index entry holds about 2.7 kB, and Cyrillic takes two bytes a letter. */
const utf8Length = (v: string): number => {
  let n = 0;
  for (const ch of v) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
};
export const maxIndexedBytes = 2000;

const m = fieldMessages;

/** '' and null mean "no value"; strings are trimmed. */
const blankToNull = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? null : t;
  }
  return v === undefined ? undefined : v;
};

const toNumber = (v: unknown) => {
  const b = blankToNull(v);
  if (typeof b === 'string') {
    const n = Number(b.replace(',', '.'));
    return Number.isNaN(n) ? b : n;
  }
  return b;
};

const toBoolean = (v: unknown) => {
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === '' || v === null) return false;
  return v;
};

/** A multipart list arrives as `name[0]`, `name[1]` (an object of indexes) or `name` = '' for none. */
const toArray = (v: unknown) => {
  if (v === '' || v === null) return [];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x);
    }
  }
  return v;
};

/** A file as the server (UploadedFile) or the browser (File) holds it. */
export const isFileLike = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && typeof (v as { size?: unknown }).size === 'number';

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

function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email': {
      let s = plainText(field.max, indexed(field));
      if (field.min) s = s.min(field.min, m.tooShort(field.min));
      if (field.pattern) s = s.regex(new RegExp(field.pattern.source), field.pattern.message);
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
      let n = z.number(m.number).refine(Number.isFinite, m.number);
      if (field.kind !== 'decimal') n = n.refine(Number.isInteger, m.integer);
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
    case 'reference':
      return z.number(m.reference).int(m.reference).positive(m.reference);
    case 'strings':
      return z
        .array(plainText(field.itemMax, false).trim().min(1, m.required), m.text)
        .max(field.maxItems, m.items(field.maxItems))
        .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, m.duplicateItem);
    case 'blocks':
      return z
        .array(
          z.strictObject({
            type: z.enum(field.types as [string, ...string[]], m.choice),
            title: z.preprocess(
              blankToNull,
              z.string(m.text).max(blockShape.title, m.tooLong(blockShape.title)).nullish(),
            ),
            text: z.preprocess(
              blankToNull,
              z.string(m.text).max(blockShape.text, m.tooLong(blockShape.text)).nullish(),
            ),
            link: z.preprocess(
              blankToNull,
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

function preprocessFor(field: Field): (v: unknown) => unknown {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'decimal':
    case 'reference':
      return toNumber;
    case 'boolean':
      return toBoolean;
    case 'strings':
    case 'blocks':
      return toArray;
    case 'image':
      return (v) => (v === '' ? null : v);
    case 'richtext':
      // an editor left empty still holds an empty paragraph
      return (v) => (typeof v === 'string' && /^(<p>\s*<\/p>)*$/.test(v.trim()) ? null : v);
    default:
      return blankToNull;
  }
}

/** Lists and booleans are never null: they are empty or false. */
const neverNull = (field: Field) => field.kind === 'strings' || field.kind === 'blocks' || field.kind === 'boolean';

/** The declared default fills a field a create body leaves out. */
const defaultOf = (field: Field): unknown => ('default' in field ? field.default : undefined);

function fieldSchema(field: Field, mode: 'create' | 'update'): z.ZodType {
  const value = valueSchema(field);
  const fallback = mode === 'create' ? defaultOf(field) : undefined;
  const prepare = preprocessFor(field);
  const preprocess = fallback === undefined ? prepare : (v: unknown) => prepare(v === undefined ? fallback : v);
  if (field.required && !neverNull(field)) {
    // present and non-blank; on update it may be left out altogether
    const requiredValue = z
      .any()
      .refine((v) => v !== null && v !== undefined, m.required)
      .pipe(value);
    return z.preprocess(preprocess, mode === 'update' ? requiredValue.optional() : requiredValue);
  }
  return z.preprocess(preprocess, neverNull(field) ? value.optional() : value.nullish());
}

/** The cross-field rules of a resource: [field, the field it may not fall below, kind]. */
type CrossRule = readonly [field: string, floor: string, kind: 'date' | 'number'];

export function crossRules(resource: ResourceDef): CrossRule[] {
  return Object.entries(resource.fields).flatMap(([name, f]): CrossRule[] => {
    if ((f.kind === 'date' || f.kind === 'datetime') && f.after) return [[name, f.after, 'date']];
    if ((f.kind === 'integer' || f.kind === 'decimal' || f.kind === 'money') && f.atLeast) {
      return [[name, f.atLeast, 'number']];
    }
    return [];
  });
}

/** Whether a record breaks a cross rule: an end before its start, a maximum below its minimum. */
export function crossRuleErrors(resource: ResourceDef, record: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, floor, kind] of crossRules(resource)) {
    const low = record[floor];
    const high = record[field];
    if (kind === 'date' && typeof low === 'string' && typeof high === 'string' && Date.parse(high) < Date.parse(low)) {
      errors[field] = [m.after];
    }
    if (kind === 'number' && typeof low === 'number' && typeof high === 'number' && high < low) {
      errors[field] = [m.atLeast];
    }
  }
  return errors;
}

/** Cross-field rules checked when both fields are in the body (the server checks the merged record too). */
function withCrossRules<T extends z.ZodType>(resource: ResourceDef, schema: T): T {
  if (crossRules(resource).length === 0) return schema;
  return schema.superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(crossRuleErrors(resource, value as Record<string, unknown>))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  }) as unknown as T;
}

const cache = new WeakMap<ResourceDef, { create: z.ZodType; update: z.ZodType }>();

/** The body schema of POST /api/{name} (create) or PUT /api/{name}/{id} (update, any subset). */
export function inputSchema(resource: ResourceDef, mode: 'create' | 'update'): z.ZodType<Record<string, unknown>> {
  let built = cache.get(resource);
  if (!built) {
    const editable = Object.entries(resource.fields).filter(([, f]) => !f.readOnly);
    const shape = (mode: 'create' | 'update') =>
      Object.fromEntries(editable.map(([name, f]) => [name, fieldSchema(f, mode)]));
    built = {
      create: withCrossRules(resource, z.strictObject(shape('create'), { error: () => m.unknown })),
      update: withCrossRules(resource, z.strictObject(shape('update'), { error: () => m.unknown })),
    };
    cache.set(resource, built);
  }
  return built[mode] as z.ZodType<Record<string, unknown>>;
}

/**
 * zod issues → `{ field: [messages] }` of a 422 (DESIGN §4). An unknown key gets its own field;
 * a nested path is dotted (`blocks.0.title`).
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    // two checks may say the same thing (a format and a calendar check of one date)
    if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), m.unknown);
    } else {
      add(issue.path.map(String).join('.') || '_', issue.message);
    }
  }
  return errors;
}
