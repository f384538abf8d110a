import type { Db } from '../../db/client.ts';
import { attributeSetOf, type SetAttribute, valueOwners } from './attribute-set.ts';
import { productMessages as m } from './messages.ts';

/**
 * A product's attribute values typed by their attribute (`attributes.data_type`): a string holds
 * `text`, a number `number`, a boolean `flag`, a select one row whose `value` is one of the
 * attribute's values, a multiselect one row per chosen value. Only attributes of the main
 * category's set are allowed, and the set's required ones must be there.
 */

export interface ValueRow {
  id?: number;
  attribute: number;
  value?: number | null;
  number?: number | null;
  text?: string | null;
  flag?: boolean | null;
}

type Errors = Record<string, string[]>;
type Column = 'value' | 'number' | 'text' | 'flag';

const columnOf: Record<SetAttribute['data_type'], Column> = {
  string: 'text',
  number: 'number',
  boolean: 'flag',
  select: 'value',
  multiselect: 'value',
};

/** Whether the row holds something in `column`; a stored row reads `flag: false` whatever its type. */
function holds(row: ValueRow, column: Column, own: boolean): boolean {
  const v = row[column];
  if (column === 'text') return typeof v === 'string' && v.trim() !== '';
  if (column === 'flag') return own ? typeof v === 'boolean' : v === true;
  return typeof v === 'number';
}

export interface CheckedValues {
  /** The rows to store: empty ones dropped. */
  rows: ValueRow[];
  errors: Errors;
}

/** Checks the rows against the category's set; `required` also asks for the set's required attributes. */
export async function checkAttributeValues(
  db: Db,
  category: number,
  rows: readonly ValueRow[],
  field: string,
  required: boolean,
): Promise<CheckedValues> {
  const set = new Map((await attributeSetOf(db, category)).map((a) => [a.attribute, a]));
  const owners = await valueOwners(db, [
    ...new Set(rows.map((r) => r.value).filter((v): v is number => typeof v === 'number')),
  ]);
  const errors: Errors = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const kept: ValueRow[] = [];
  const seen = new Set<string>();
  const named = new Set<number>();
  for (const [i, row] of rows.entries()) {
    const at = `${field}.${i}`;
    const attribute = set.get(row.attribute);
    if (!attribute) {
      add(`${at}.attribute`, m.notInCategory);
      continue;
    }
    const own = columnOf[attribute.data_type];
    const foreign = (['value', 'number', 'text', 'flag'] as const).filter((c) => c !== own && holds(row, c, false));
    for (const c of foreign) add(`${at}.${c}`, m.fieldNotUsed);
    // a row refused for its content still names its attribute: no "fill it in" beside its error
    if (foreign.length || holds(row, own, true)) named.add(row.attribute);
    if (foreign.length || !holds(row, own, true)) continue;
    if (own === 'value' && owners.get(row.value as number) !== attribute.attribute) {
      add(`${at}.value`, m.valueForeign);
      continue;
    }
    // a multiselect repeats its attribute once per value; any other type has one row
    const key = attribute.data_type === 'multiselect' ? `${row.attribute}:${row.value}` : `${row.attribute}`;
    if (seen.has(key)) {
      if (attribute.data_type === 'multiselect') add(`${at}.value`, m.valueRepeated);
      else add(`${at}.attribute`, m.attributeRepeated);
      continue;
    }
    seen.add(key);
    kept.push(row);
  }
  if (required) {
    for (const a of set.values()) {
      if (a.required && !named.has(a.attribute)) add(field, m.requiredAttribute(a.title));
    }
  }
  return { rows: kept, errors };
}
