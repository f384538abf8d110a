import type { RowValue } from '../../crud/form/form-values.ts';
import type { AttributeType, CategoryAttribute } from './attribute-api.ts';

/**
 * The product's `attribute_values` rows as its form holds them (one per value, cells as the
 * table's widgets would hold them: ids as text, numbers with a decimal comma) and the one value
 * per attribute the typed inputs edit. Rows that stay keep their ids, so a save changes them in
 * place rather than replacing them.
 */

export type AttributeValue = string | string[] | boolean;

const blankRow = (attribute: number): RowValue => ({ attribute, value: '', number: '', text: '', flag: false });

const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const asRows = (value: unknown): RowValue[] => (Array.isArray(value) ? (value as RowValue[]) : []);

/** What an attribute's input shows, read from the rows. */
export function attributeValue(rows: readonly RowValue[], attribute: number, type: AttributeType): AttributeValue {
  const own = rows.filter((r) => r.attribute === attribute);
  switch (type) {
    case 'multiselect':
      return own.map((r) => textOf(r.value)).filter((v) => v !== '');
    case 'select':
      return textOf(own[0]?.value);
    case 'number':
      return textOf(own[0]?.number);
    case 'boolean':
      return own[0]?.flag === true;
    default:
      return textOf(own[0]?.text);
  }
}

/** The rows with one attribute's value replaced: an emptied input leaves no row, kept ones keep their ids. */
export function withValue(
  rows: readonly RowValue[],
  attribute: number,
  type: AttributeType,
  value: AttributeValue,
): RowValue[] {
  const own = rows.filter((r) => r.attribute === attribute);
  const rest = rows.filter((r) => r.attribute !== attribute);
  const at = rows.findIndex((r) => r.attribute === attribute);
  let next: RowValue[];
  if (type === 'multiselect') {
    const chosen = Array.isArray(value) ? value : [];
    next = chosen.map((v) => own.find((r) => textOf(r.value) === v) ?? { ...blankRow(attribute), value: v });
  } else {
    const base = own[0] ?? blankRow(attribute);
    if (type === 'boolean') next = [{ ...base, flag: value === true }];
    else {
      const text = typeof value === 'string' ? value : '';
      const cell = type === 'select' ? 'value' : type === 'number' ? 'number' : 'text';
      next = text.trim() === '' ? [] : [{ ...base, [cell]: text }];
    }
  }
  // the attribute's rows stay where they were, so the server's row indexes keep meaning the same input
  const place = at === -1 ? rest.length : rows.slice(0, at).filter((r) => r.attribute !== attribute).length;
  return [...rest.slice(0, place), ...next, ...rest.slice(place)];
}

/**
 * Another category: rows of attributes it also has stay, the others are set aside (and come back
 * if the user returns to a category that has them) rather than sent.
 */
export function forCategory(
  rows: readonly RowValue[],
  attributes: readonly CategoryAttribute[],
  aside: Map<number, RowValue[]>,
): RowValue[] {
  const wanted = new Set(attributes.map((a) => a.attribute));
  const kept: RowValue[] = [];
  for (const row of rows) {
    const attribute = Number(row.attribute);
    if (wanted.has(attribute)) kept.push(row);
    else aside.set(attribute, [...(aside.get(attribute) ?? []), row]);
  }
  for (const attribute of wanted) {
    const back = aside.get(attribute);
    if (back && !kept.some((r) => r.attribute === attribute)) kept.push(...back);
    aside.delete(attribute);
  }
  return kept;
}

/** Whether an attribute has a value worth a row (a switch turned off still says «no»). */
export const isFilled = (value: AttributeValue, type: AttributeType): boolean =>
  type === 'boolean'
    ? true
    : Array.isArray(value)
      ? value.length > 0
      : typeof value === 'string' && value.trim() !== '';

/** The key of a required attribute left empty, under the field: where its input finds its error. */
export const missingKey = (attribute: number) => `attr_${attribute}`;

/** Required attributes the rows leave empty, as errors keyed under the field. */
export function missingRequired(
  field: string,
  rows: readonly RowValue[],
  attributes: readonly CategoryAttribute[],
  message: string,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const a of attributes) {
    if (
      a.required &&
      a.data_type !== 'boolean' &&
      !isFilled(attributeValue(rows, a.attribute, a.data_type), a.data_type)
    ) {
      errors[`${field}.${missingKey(a.attribute)}`] = message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
