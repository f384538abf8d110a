import { withCrossRules } from './cross-rules.ts';
import { preprocessFor, toInteger } from './field-coercion.ts';
import { fieldMessages } from './field-messages.ts';
import { valueSchema } from './field-values.ts';
import type { ChildrenField, Field, ResourceDef } from './resource.ts';
import { z } from './zod.ts';

/**
 * The zod schemas of a resource's create and update bodies, built from its declaration: the server
 * validates with them and the web form resolves with the very same ones.
 */

export { crossRuleErrors, crossRules } from './cross-rules.ts';
export { decimalText, dropControls, integerText, isFileLike } from './field-coercion.ts';
export { fieldMessages, hasNul, isCalendarDate, maxIndexedBytes } from './field-messages.ts';
export { blockShape } from './field-values.ts';

const m = fieldMessages;

/** Lists and booleans are never null: they are empty or false. */
const neverNull = (field: Field) =>
  field.kind === 'strings' ||
  field.kind === 'blocks' ||
  field.kind === 'boolean' ||
  field.kind === 'references' ||
  field.kind === 'children';

/**
 * The rows of a `children` field: each a whole row (its fields as on create, defaults filled), and
 * an `id` when it is a row the record already has. Ids appear once.
 */
function rowsSchema(field: ChildrenField): z.ZodType {
  const row = z.strictObject(
    {
      id: z.preprocess(
        (v) => (v === '' || v === null ? undefined : toInteger(v)),
        z.number(m.reference).int(m.reference).positive(m.reference).optional(),
      ),
      ...Object.fromEntries(Object.entries(field.fields).map(([name, f]) => [name, fieldSchema(f, 'create')])),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? m.unknown : m.row) },
  );
  return z
    .array(row, m.row)
    .max(field.maxItems, m.items(field.maxItems))
    .refine((rows) => {
      const ids = rows.map((r) => (r as { id?: number }).id).filter((id) => id !== undefined);
      return new Set(ids).size === ids.length;
    }, m.duplicateRecord);
}

/** The declared default fills a field a create body leaves out. */
const defaultOf = (field: Field): unknown => ('default' in field ? field.default : undefined);

function fieldSchema(field: Field, mode: 'create' | 'update'): z.ZodType {
  const value = field.kind === 'children' ? rowsSchema(field) : valueSchema(field);
  const fallback = mode === 'create' ? defaultOf(field) : undefined;
  const prepare = preprocessFor(field);
  const preprocess = fallback === undefined ? prepare : (v: unknown) => prepare(v === undefined ? fallback : v);
  // a required list holds at least one item (an order of no products costs nothing and ships nothing);
  // a required boolean may be false
  if (field.required && field.kind !== 'boolean') {
    // present and non-blank; on update it may be left out altogether
    const requiredValue = z
      .any()
      .refine((v) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0), m.required)
      .pipe(value);
    return z.preprocess(preprocess, mode === 'update' ? requiredValue.optional() : requiredValue);
  }
  return z.preprocess(preprocess, neverNull(field) ? value.optional() : value.nullish());
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
