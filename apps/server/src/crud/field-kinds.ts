import type { ChildrenField, Field, ReferencesField } from '@kramar/contract';

/** Kinds stored as text whose uniqueness ignores case (DESIGN §3: "Київ" and "київ" are one unit). */
const caseInsensitiveKinds = new Set<Field['kind']>(['text', 'textarea', 'url', 'email', 'path']);

/** Kinds a `filter[field]=` matches by "contains". */
const containsKinds = new Set<Field['kind']>(['text', 'textarea', 'url', 'email', 'path', 'slug', 'richtext']);

/** Kinds filtered by `[from]`/`[to]` ranges (a plain value is an exact match where it makes sense). */
const rangeKinds = new Set<Field['kind']>(['date', 'datetime', 'integer', 'money', 'decimal']);

export const isCaseInsensitive = (field: Field): boolean => caseInsensitiveKinds.has(field.kind);
export const isContainsFilter = (field: Field): boolean => containsKinds.has(field.kind);
export const isRangeFilter = (field: Field): boolean => rangeKinds.has(field.kind);

/** A slug is unique whether or not it says so: it names a page of the site. */
export const isUnique = (field: Field): boolean => Boolean(field.unique) || field.kind === 'slug';

/** Digits a decimal column holds in all; its scale comes from the declaration. */
export const decimalPrecision = 15;
export const decimalScale = (field: Field): number => (field.kind === 'decimal' ? (field.scale ?? 2) : 0);

const int32 = 2_147_483_647;

/** What the column can hold, so an out-of-range number is a 422 rather than a database error. */
export function columnRange(field: Field): { min: number; max: number } | null {
  if (field.kind === 'integer') return { min: -int32, max: int32 };
  if (field.kind === 'money') return { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
  if (field.kind === 'decimal') {
    const limit = 10 ** (decimalPrecision - decimalScale(field)) - 10 ** -decimalScale(field);
    return { min: -limit, max: limit };
  }
  return null;
}

/** Fields a list leaves out: they can be hundreds of kilobytes each and no list column shows them. */
export const isHeavy = (field: Field): boolean =>
  field.kind === 'richtext' || field.kind === 'blocks' || field.kind === 'children';

/** A secret the resource's hooks keep elsewhere: no column, never read back. */
export const isSecret = (field: Field): boolean => field.kind === 'password';

/** Fields kept in a table of their own (a link table or a child table), not in a column. */
export const isRelation = (field: Field): field is ReferencesField | ChildrenField =>
  field.kind === 'references' || field.kind === 'children';
