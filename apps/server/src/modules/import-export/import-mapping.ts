import type { ResourceDef } from '@kramar/contract';
import { validationError } from '../../http/errors.ts';
import { type AttributeColumn, attributeField, attributeForHeader } from './attribute-columns.ts';
import { importFields, uniqueKeyOf } from './columns.ts';
import { fieldLabel, fieldLabels } from './labels.ts';
import { importExportMessages as m } from './messages.ts';

export type ImportMode = 'create' | 'upsert';

/** Which field each column of the file fills, and whether rows whose key exists update the record. */
export interface ImportPlan {
  mapping: Record<string, string>;
  mode: ImportMode;
}

type Errors = Record<string, string[]>;

const norm = (s: string) =>
  s
    .trim()
    .toLocaleLowerCase('uk')
    .replace(/[\s_-]+/g, ' ');

/**
 * The field each column names: by the list's column label («Артикул», «Ціна»; English labels
 * too) or, in older files, by the field's code (`sku`, `old_price`); null when none.
 */
export function suggestMapping(
  resource: ResourceDef,
  header: readonly string[],
  attributes: readonly AttributeColumn[] = [],
): Record<string, string | null> {
  const fields = importFields(resource);
  const taken = new Set<string>();
  const out: Record<string, string | null> = {};
  for (const column of header) {
    const names = (f: string) => [f, ...fieldLabels(resource, f)].map(norm);
    const attribute = attributeForHeader(attributes, column);
    const byAttribute = attribute && !taken.has(attributeField(attribute.id)) ? attributeField(attribute.id) : null;
    const field = fields.find((f) => !taken.has(f) && names(f).includes(norm(column))) ?? byAttribute;
    if (field) taken.add(field);
    if (!(column in out)) out[column] = field;
  }
  return out;
}

/** The request's mapping and mode, checked against the file's header: a 422 naming what is wrong. */
export function parsePlan(
  resource: ResourceDef,
  header: readonly string[],
  body: unknown,
  attributes: readonly AttributeColumn[] = [],
): ImportPlan {
  const { mapping, mode } = (body ?? {}) as { mapping?: unknown; mode?: unknown };
  const errors: Errors = {};
  const label = (field: string) => fieldLabel(resource, field);
  if (mode !== 'create' && mode !== 'upsert') errors.mode = [m.mode];
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping))
    throw validationError({ mapping: [m.mapping], ...errors });
  const allowed = new Set([...importFields(resource), ...attributes.map((a) => attributeField(a.id))]);
  const clean: Record<string, string> = {};
  const used = new Set<string>();
  for (const [column, field] of Object.entries(mapping as Record<string, unknown>)) {
    if (field === null || field === '') continue;
    const problems: string[] = [];
    if (!header.includes(column)) problems.push(m.unknownColumn(column));
    if (typeof field !== 'string' || !allowed.has(field)) problems.push(m.unknownField(String(field)));
    else if (used.has(field)) problems.push(m.fieldTwice(label(field)));
    if (problems.length) errors[`mapping.${column}`] = problems;
    else {
      used.add(field as string);
      clean[column] = field as string;
    }
  }
  const key = uniqueKeyOf(resource);
  if (mode === 'upsert' && key && !used.has(key)) errors.mapping = [m.keyRequired(label(key))];
  if (used.size === 0 && !errors.mapping) errors.mapping = [m.mapping];
  if (Object.keys(errors).length) throw validationError(errors);
  return { mapping: clean, mode: mode as ImportMode };
}
