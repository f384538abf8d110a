import {
  type ChildrenField,
  type Field,
  fieldMessages,
  formFields,
  isFileLike,
  type ResourceDef,
} from '@kramar/contract';
import { isoToZonedWallClock, zonedWallClockToIso } from '../../lib/shop-time-zone.ts';

/**
 * What the form holds differs from what the API takes: money is typed in hryvnias, a date-time as
 * the shop's wall clock (whatever the browser's zone), empty inputs are ''. These functions convert
 * both ways, so the widgets stay plain and the payload is exactly what the contract's schema
 * validates.
 */

export type FormValues = Record<string, unknown>;

/** A row of a `children` field as its table edits it: `id` only on rows the record already has. */
export type RowValue = Record<string, unknown> & { id?: number };

export interface BlockValue {
  type: string;
  title: string;
  text: string;
  link: string;
}

/** ISO instant → the wall clock `YYYY-MM-DDTHH:mm[:ss]` the date-time widget edits, in the shop's zone. */
export function isoToShopDateTime(iso: unknown, zone?: string): string {
  // seconds set through the API survive a save of some other field
  return isoToZonedWallClock(iso, zone);
}

/** The shop's wall clock → ISO instant; garbage (a half-typed date) is passed on for the schema to name. */
export function shopDateTimeToIso(wall: string, zone?: string): string | null {
  if (wall.trim() === '') return null;
  return zonedWallClockToIso(wall, zone) ?? wall;
}

const decimalText = (value: unknown): string => {
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return value.replace('.', ',');
  return '';
};

/** 125050 kopecks → '1250,50'; whole hryvnias lose the ',00'. */
export function kopecksToHryvnias(kopecks: unknown): string {
  if (typeof kopecks !== 'number' || !Number.isFinite(kopecks)) return '';
  const text = (kopecks / 100).toFixed(2);
  return (text.endsWith('.00') ? text.slice(0, -3) : text).replace('.', ',');
}

/**
 * '1 250,5' → 125050 kopecks. A value that is not a number is returned as typed so the schema
 * names the problem; more than two digits after the comma is an error of its own.
 */
export function hryvniasToKopecks(text: string): { value: number | string | null; error?: string } {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (clean === '') return { value: null };
  if (!/^-?\d*\.?\d*$/.test(clean) || clean === '.' || clean === '-') return { value: text };
  const [, fraction = ''] = clean.split('.');
  if (fraction.length > 2) return { value: text, error: fieldMessages.scale(2) };
  return { value: Math.round(Number(clean) * 100) };
}

const blankBlock = (type: string): BlockValue => ({ type, title: '', text: '', link: '' });

export const newBlock = blankBlock;

function toBlocks(value: unknown): BlockValue[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const b = (raw ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { type: text(b.type), title: text(b.title), text: text(b.text), link: text(b.link) };
  });
}

/** The stored rows of a `children` field → what its table edits, each cell as its own widget would hold it. */
function toRows(field: ChildrenField, value: unknown): RowValue[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const row = (raw ?? {}) as Record<string, unknown>;
    const cells: RowValue = Object.fromEntries(
      Object.entries(field.fields).map(([name, sub]) => [name, toFormValue(sub, row[name])]),
    );
    if (typeof row.id === 'number') cells.id = row.id;
    return cells;
  });
}

/** A row added in the table: the sub-fields' defaults, else empty; no `id`, so the server adds it. */
export const newRow = (field: ChildrenField): RowValue =>
  Object.fromEntries(
    Object.entries(field.fields).map(([name, sub]) => [
      name,
      toFormValue(sub, 'default' in sub && sub.default !== undefined ? sub.default : null),
    ]),
  );

/** A stored value of a field → what its widget edits. */
export function toFormValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'money':
      return kopecksToHryvnias(value);
    case 'integer':
    case 'decimal':
      return decimalText(value);
    case 'datetime':
      return isoToShopDateTime(value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    case 'reference':
      return typeof value === 'number' ? value : null;
    case 'image':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'images':
      // stored paths in order; the widget adds new files among them (sent as `name[i]`, '' for none)
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
    case 'strings':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    case 'blocks':
      return toBlocks(value);
    case 'references':
      return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
    case 'children':
      return toRows(field, value);
    default:
      return typeof value === 'string' ? value : value == null ? '' : String(value);
  }
}

/** What a create form starts with: declared defaults, else empty. */
export function emptyValues(resource: ResourceDef): FormValues {
  return Object.fromEntries(
    formFields(resource).map(([name, field]) => [
      name,
      toFormValue(field, 'default' in field && field.default !== undefined ? field.default : null),
    ]),
  );
}

/** A record from the API → the values of its edit form. */
export function recordToValues(resource: ResourceDef, record: Record<string, unknown>): FormValues {
  return Object.fromEntries(formFields(resource).map(([name, field]) => [name, toFormValue(field, record[name])]));
}

/** One value as the API takes it; `errors` gets what only the conversion sees, by its form path. */
function payloadValue(field: Field, value: unknown, path: string, errors: Record<string, string>): unknown {
  switch (field.kind) {
    case 'money': {
      const converted = hryvniasToKopecks(typeof value === 'string' ? value : '');
      if (converted.error) errors[path] = converted.error;
      return converted.value;
    }
    case 'datetime':
      return shopDateTimeToIso(typeof value === 'string' ? value : '');
    case 'integer':
    case 'decimal':
      // the API takes a number's text as digits only: spaces typed around it are the widget's to drop
      return typeof value === 'string' ? value.trim() : value;
    case 'children':
      // the whole list travels: a row with its id is kept, one without is added, one left out goes
      return (Array.isArray(value) ? (value as RowValue[]) : []).map((row, i) => {
        const body: Record<string, unknown> = typeof row.id === 'number' ? { id: row.id } : {};
        for (const [name, sub] of Object.entries(field.fields)) {
          body[name] = payloadValue(sub, row[name], `${path}.${i}.${name}`, errors);
        }
        return body;
      });
    default:
      return value;
  }
}

/**
 * Form values → the body the contract's schema validates (and the server receives), plus the
 * errors only the conversion can see (hryvnias with three decimals), keyed by form path.
 */
export function toPayload(
  resource: ResourceDef,
  values: FormValues,
): { payload: Record<string, unknown>; errors: Record<string, string> } {
  const payload: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, field] of formFields(resource)) payload[name] = payloadValue(field, values[name], name, errors);
  return { payload, errors };
}

/** How a value compares for "unsaved changes": blanks are alike, an empty editor is blank. */
function comparable(field: Field, value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (field.kind === 'richtext' && /^(<p>\s*<\/p>)*$/.test(trimmed)) return '';
    return trimmed;
  }
  return value;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isFileLike(a) || isFileLike(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/** The fields whose value differs from what was loaded or saved last. */
export function changedFields(resource: ResourceDef, saved: FormValues, current: FormValues): string[] {
  return formFields(resource)
    .filter(([name, field]) => !equal(comparable(field, saved[name]), comparable(field, current[name])))
    .map(([name]) => name);
}

/** Adds typed or pasted values, skipping blanks and case-insensitive repeats. */
export function addItems(current: readonly string[], typed: readonly string[]): string[] {
  const seen = new Set(current.map((item) => item.toLowerCase()));
  const next = [...current];
  for (const raw of typed) {
    const item = raw.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    next.push(item);
  }
  return next;
}
