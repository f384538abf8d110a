import type { ResourceDef } from '@kramar/contract';
import type { TFunction } from 'i18next';
import { labelKeys } from '../registry.ts';

const systemColumns = new Set(['id', 'created_at', 'updated_at']);

/** "published_at" → "Published at": readable even before a label key is added. */
const humanize = (name: string): string => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A column's or filter's label: the resource's label key, system columns from our own section. */
export const fieldLabel = (t: TFunction, r: ResourceDef, name: string): string =>
  systemColumns.has(name)
    ? t(`crudList.system.${name}`)
    : t(labelKeys.field(r, name), { defaultValue: humanize(name) });

/** An enum or status value as staff call it ("draft" → its label in resources.<name>.options). */
export const optionLabel = (t: TFunction, r: ResourceDef, field: string, value: string): string =>
  t(labelKeys.option(r, field, value), { defaultValue: value });

/** The text that names a record (its title field), or a stand-in when it is empty. */
export function recordTitle(t: TFunction, r: ResourceDef, row: Record<string, unknown>): string {
  const value = row[r.titleField];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return t('crudList.untitled');
}
