/**
 * The shape of a resource declaration (DESIGN §3). One file in `resources/` per resource says it
 * once; the server derives its table, validation, list query and routes from it, the web its list
 * and form. Only serialisable data lives here: hooks and access rules stay on the server, looked up
 * by resource name.
 *
 * Labels are i18n keys derived from names: `resources.<name>.title` (plural), `.one` (singular),
 * `.fields.<field>`, `.options.<field>.<value>` for enum and status values, `.hints.<field>`.
 */

import type { Field, FieldKind } from './field-kinds.ts';

export type * from './field-kinds.ts';

/** Endpoints beyond list, show, create and update (SPEC §7 "Extras"). */
export interface ResourceExtras {
  /** DELETE /api/{name}/{id} */
  delete?: boolean;
  /** POST /api/{name}/destroy-batch { ids } */
  destroyBatch?: boolean;
  /** POST /api/{name}/batch/status { ids, status } — needs a status field. */
  batchStatus?: boolean;
  /** GET /api/{name}/autocomplete?search= → [{ id, label }] */
  autocomplete?: boolean;
  /** GET /api/directories/{name} — every row as { id, label, ... }, for other forms. */
  directory?: string;
}

export interface ResourceDef {
  /** API path under /api and the key of its labels: `units`, `order-statuses`. */
  name: string;
  /** SQL table. */
  table: string;
  /**
   * Web: the base path (`directory/units`) and route name prefix (`Directory.Units`); `create:
   * false` where SPEC §2 gives no create screen and records are made in a dialog of the list;
   * `edit: false` and `list: false` where it gives no edit screen or no list.
   */
  route: {
    path: string;
    name: string;
    create?: false;
    /** List only (SPEC §2): a record is corrected in a side panel of the list. */
    edit?: false;
    /** No list of its own: its records live on another record's screen (a product's kits). */
    list?: false;
    /**
     * Its screens sit under the record its reference `field` points at, whose screen lists them:
     * `/{path}/{parent id}/{segment}/create` and `/{path}/{parent id}/{segment}/{id}`.
     */
    under?: { field: string; segment: string };
  };
  /** SPEC §6 scope read with `<scope>.show`, written with `<scope>.edit`. */
  scope: string;
  /**
   * Where SPEC §6 gives a section one scope for everything (`foxy_link.edit`): `edit` reads and
   * writes it, and no `.show` twin exists.
   */
  scopeMode?: 'edit';
  fields: Readonly<Record<string, Field>>;
  /** The field that names a record (autocomplete, history, confirmations). */
  titleField: string;
  /**
   * Plain fields a picker shows under the title, to tell records of one name apart (a customer's
   * phone and e-mail, an attribute's code): the autocomplete answers them as `hint`.
   */
  hintFields?: readonly string[];
  /** `field` or `-field`; `id`, `created_at` and `updated_at` are always sortable. */
  defaultSort: string;
  /**
   * A tree: `parent` names a `reference` field to this same resource. The server refuses cycles
   * (422 on the field), keeps `depth` (0 for roots) and `path` (`/1/5/9/`, ids from the root) so
   * a subtree is one indexed query, and refuses to delete a node that still has children.
   */
  tree?: { parent: string };
  /**
   * The edit form in tabs (SPEC §3: an attribute's "basic information" and "values"), each naming
   * its fields in order; labels at `resources.<name>.tabs.<tab>`. Without it the form is one page
   * of sections. Every editable field sits in exactly one tab.
   */
  tabs?: readonly { name: string; fields: readonly string[] }[];
  /**
   * Composite indexes for a list's frequent filter and sort together (one category's products by
   * price): each names columns in order, `id` appended as the tie-breaker.
   */
  indexes?: readonly (readonly string[])[];
  extras: ResourceExtras;
}

/** Checks a declaration's shape at compile time and keeps its literal types. */
export const defineResource = <const R extends ResourceDef>(resource: R): R => resource;

export const readScope = (resource: Pick<ResourceDef, 'scope' | 'scopeMode'>): string =>
  resource.scopeMode === 'edit' ? `${resource.scope}.edit` : `${resource.scope}.show`;
export const writeScope = (resource: Pick<ResourceDef, 'scope'>): string => `${resource.scope}.edit`;

/** Columns every resource has beside its declared fields. */
export const systemColumns = ['id', 'created_at', 'updated_at'] as const;

export const perPageOptions = [10, 25, 50, 100] as const;
export const defaultPerPage = 25;

export type ResourceRecord = { id: number; created_at: string; updated_at: string } & Record<string, unknown>;

export const statusFieldOf = (resource: ResourceDef): string | undefined =>
  Object.entries(resource.fields).find(([, f]) => f.kind === 'status')?.[0];

/** Fields a form edits, in declaration order. */
export const formFields = (resource: ResourceDef): [string, Field][] =>
  Object.entries(resource.fields).filter(([, f]) => !f.readOnly);

/** The kinds a list cell can edit in place: one value, typed or chosen. */
export const gridEditKinds: ReadonlySet<FieldKind> = new Set([
  'text',
  'url',
  'integer',
  'decimal',
  'money',
  'boolean',
  'enum',
  'status',
]);

/** Fields edited in the list (`gridEdit`), in declaration order. */
export const gridEditFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => f.gridEdit && !f.readOnly && gridEditKinds.has(f.kind))
    .map(([name]) => name);

export const sortableColumns = (resource: ResourceDef): string[] => [
  ...systemColumns,
  ...Object.entries(resource.fields)
    .filter(([, f]) => f.sortable)
    .map(([name]) => name),
];

/** One audit entry: who changed which record, when, and how (GET /api/audit). */
export interface AuditEntry {
  id: number;
  resource: string;
  record_id: number;
  action: 'create' | 'update' | 'delete' | 'batch-status' | 'batch-delete' | 'import' | 'reorder';
  user: { id: number; name: string } | null;
  /** Changed fields only: before and after. */
  changes: Record<string, { before: unknown; after: unknown }>;
  created_at: string;
}

/** GET /api/{name}/autocomplete and /api/directories/{name}. */
export interface OptionItem {
  id: number;
  label: string;
  /** The resource's `hintFields`, joined: what tells this record from another of its name. */
  hint?: string;
}
