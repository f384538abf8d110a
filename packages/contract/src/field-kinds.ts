/**
 * The kinds of field a resource declares: what each stores, how the server checks it and which
 * widget the web gives it (DESIGN §3). Labels follow the keys described in resource.ts.
 */

import type { LocalText } from './messages.ts';

interface FieldBase {
  /** Creating needs it; an update may leave it out but may not blank it. */
  required?: boolean;
  /** One row per value (case-insensitive for text). The server answers 422 on the field. */
  unique?: boolean;
  /** Shown as a list column (the column chooser starts with these). */
  list?: boolean;
  sortable?: boolean;
  /** Part of the list's `search` (trigram-indexed). */
  searchable?: boolean;
  /** Offered as a list filter: `filter[field]=` (ranges for dates and numbers: `filter[field][from]`). */
  filterable?: boolean;
  /** Kept by the server only, never in a form (e.g. a counter). */
  readOnly?: boolean;
  /** Only an owner may change it from its default or its stored value (403 for anyone else). */
  ownerOnly?: boolean;
  /**
   * Edited right in the list like a spreadsheet, by those who hold `<scope>.edit`; saved with
   * `POST /api/{name}/batch/update`, which accepts only these fields. Plain values only: text, URLs,
   * numbers, money, boolean, enum and status (see `gridEditKinds`).
   */
  gridEdit?: boolean;
  /**
   * One row per value among the rows that share `field`'s value (a partner's SKU is unique per
   * partner): a 422 with `message` on this field, and a unique index on both columns.
   */
  uniqueWithin?: { field: string; message: LocalText };
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea' | 'url' | 'email';
  max: number;
  min?: number;
  /** A regular expression source the whole value must match, and the message when it does not. */
  pattern?: { source: string; message: LocalText };
  /** The value is stored in this case (codes, ISO currencies). */
  case?: 'upper' | 'lower';
  default?: string;
  /**
   * A code made from this field when left empty, as a slug is (`codeOf`: latin, `_`), and kept
   * unique with `_2`, `_3`… Only for `unique` text fields that are not `required`.
   */
  from?: string;
}

/** A URL part made from `from` when left empty: latin, lower-case, hyphens. Always unique. */
export interface SlugField extends FieldBase {
  kind: 'slug';
  from: string;
  max: number;
}

/** An absolute site path such as `/catalog/phones` (redirects, SEO pages). */
export interface PathField extends FieldBase {
  kind: 'path';
  max: number;
}

export interface RichTextField extends FieldBase {
  kind: 'richtext';
  /** Limit on the stored HTML. */
  max: number;
}

export interface NumberField extends FieldBase {
  kind: 'integer' | 'decimal';
  min?: number;
  max?: number;
  /** decimal: digits after the point (stored as numeric). */
  scale?: number;
  default?: number;
  /** Must not be less than this other numeric field of the record (min/max pairs). */
  atLeast?: string;
  /** The unit shown after the value, chosen by another field's value (`percent` → `%`). */
  unitFrom?: { field: string; units: Readonly<Record<string, string>> };
}

/** Integer kopecks on the wire and in the database; the form shows hryvnias. */
export interface MoneyField extends FieldBase {
  kind: 'money';
  min?: number;
  max?: number;
  default?: number;
  /** Must not be less than this other money field of the record (min/max pairs). */
  atLeast?: string;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

/** A choice of fixed values; `status` marks the resource's status field (labels, batch/status). */
export interface EnumField extends FieldBase {
  kind: 'enum' | 'status';
  options: readonly string[];
  default?: string;
  /**
   * A status switched on only within dates: shown as the state those dates give it
   * (`datedState`: active, scheduled, expired), wherever it is shown or counted.
   */
  schedule?: { starts: string; ends: string };
}

export interface DateField extends FieldBase {
  kind: 'date' | 'datetime';
  /** Must not be before this other field of the record (start/end). */
  after?: string;
}

/** `#rrggbb`, lower-case. */
export interface ColorField extends FieldBase {
  kind: 'color';
  default?: string;
}

/** An uploaded image; the record keeps its storage path and thumbnails are made on upload. */
export interface ImageField extends FieldBase {
  kind: 'image';
}

/**
 * An ordered gallery of uploaded images, the first one the main: kept as a JSON array of storage
 * paths. Sent as `name[0]`, `name[1]`… in multipart, each a file or a path already stored.
 */
export interface ImagesField extends FieldBase {
  kind: 'images';
  maxItems: number;
}

/** The id of a row of another resource, picked with autocomplete. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  resource: string;
  /** `cascade`: the row goes with the record it names (a link mapping with its product); by default the reference is emptied. */
  onDelete?: 'cascade';
}

/**
 * An ordered many-to-many: ids of rows of `resource`, kept in the link table `<table>_<field>`
 * (owner, target, position). Sent as an array in JSON, `name[]` or `name[0]` in multipart;
 * filtered by `filter[name]=3,5` (records linked to any of them).
 */
export interface ReferencesField extends FieldBase {
  kind: 'references';
  resource: string;
  maxItems: number;
}

/**
 * A cell of a row that means something only for one choice of another cell of the same row (a
 * fixed price only when the row's kind is «price»): the form shows it then alone. The value is
 * kept either way; the server reads the one the row's choice needs.
 */
export interface RowCondition {
  field: string;
  equals: string;
}

/** What a row of a `children` field may hold: plain values and references, no files or nesting. */
export type ChildField = (
  | TextField
  | NumberField
  | MoneyField
  | BooleanField
  | (EnumField & { kind: 'enum' })
  | DateField
  | ColorField
  | ReferenceField
) & { shownWhen?: RowCondition };

/**
 * Ordered rows with fields of their own (attribute values, kit items, order items), kept in the
 * child table `<table>_<field>`. Each row has an `id` the API returns: a row sent back with its id
 * is updated, one without is added, one left out is removed, all in the parent's transaction.
 * Errors name the row: `values.2.title`.
 */
export interface ChildrenField extends FieldBase {
  kind: 'children';
  fields: Readonly<Record<string, ChildField>>;
  /** The field that names a row (confirmations, history). */
  titleField: string;
  maxItems: number;
  /** Composite indexes beside the owner's, for filtering records by their rows' values. */
  indexes?: readonly (readonly string[])[];
}

/** A list of short strings (synonyms, terms), kept in order; with `options`, a set chosen from them. */
export interface StringsField extends FieldBase {
  kind: 'strings';
  maxItems: number;
  itemMax: number;
  /** The only values an item may take (a role's permission scopes). */
  options?: readonly string[];
}

/**
 * A secret set through the form and never read back (a staff member's password): no column of
 * the record, never in an answer; the resource's hooks keep it, hashed, where secrets live.
 * Left empty it changes nothing.
 */
export interface PasswordField extends FieldBase {
  kind: 'password';
}

/** Ordered content blocks; each block has a type from `types` and the fields of a block. */
export interface BlocksField extends FieldBase {
  kind: 'blocks';
  types: readonly string[];
  maxItems: number;
}

export type Field =
  | TextField
  | SlugField
  | PathField
  | RichTextField
  | NumberField
  | MoneyField
  | BooleanField
  | EnumField
  | DateField
  | ColorField
  | ImageField
  | ImagesField
  | ReferenceField
  | ReferencesField
  | ChildrenField
  | StringsField
  | BlocksField
  | PasswordField;

export type FieldKind = Field['kind'];
