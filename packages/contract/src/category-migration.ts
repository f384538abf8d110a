import { defineMessages } from './messages.ts';
import { z } from './zod.ts';

/**
 * Moving the products of one category into another when the catalogue is restructured
 * (issue 9 "Migration"): source attributes map to target attributes, select values to target
 * values; what maps nowhere is lost, and the preview says so before anything is written.
 * POST /api/categories/migrate-preview, POST /api/categories/{id}/migrate (a job).
 */

export const categoryMigrationJobKind = 'category-migration';

/** Attribute data types; a value may move only between attributes that keep its meaning. */
export type MigrationDataType = 'string' | 'number' | 'boolean' | 'select' | 'multiselect';

/** A select value widens into a multiselect; any other pair must be of one type. */
export const migrationTypesFit = (from: string, to: string): boolean =>
  from === to || (from === 'select' && to === 'multiselect');

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pair = z.object({ from: id, to: id.nullable() }).strict();

/**
 * A mapping entry names a source (attribute or value) and where it goes, null to drop it. Sources
 * left out are mapped automatically, so an empty request asks for the automatic mapping.
 */
export const migrationMappingSchema = z
  .object({
    attributes: z.array(pair).max(1000).default([]),
    values: z.array(pair).max(20_000).default([]),
    include_subcategories: z.boolean().default(false),
  })
  .strict();

export const migratePreviewSchema = migrationMappingSchema.extend({ source: id, target: id }).strict();
export const migrateSchema = migrationMappingSchema.extend({ target: id }).strict();

export type MigrationPair = z.infer<typeof pair>;
export type MigratePreviewBody = z.input<typeof migratePreviewSchema>;

/**
 * How a source found its target: the same attribute or value (`code`: attribute codes are unique),
 * a value's slug, a title, the user's choice, or nowhere (null: dropped).
 */
export type MigrationMatch = 'code' | 'slug' | 'title' | 'manual' | null;

export interface MigrationAttributeRow {
  from: number;
  to: number | null;
  title: string;
  code: string;
  data_type: MigrationDataType;
  matched_by: MigrationMatch;
  /** Source products holding a value of this attribute. */
  products_with_value: number;
}

export interface MigrationValueRow {
  from: number;
  to: number | null;
  /** The source attribute the value belongs to. */
  attribute: number;
  title: string;
  matched_by: MigrationMatch;
  products: number;
}

export interface MigrationTargetAttribute {
  id: number;
  title: string;
  code: string;
  data_type: MigrationDataType;
  required: boolean;
  values: { id: number; title: string }[];
}

export interface MigrationPreview {
  source: { id: number; title: string };
  target: { id: number; title: string };
  include_subcategories: boolean;
  /** Products that would move. */
  products: number;
  attributes: MigrationAttributeRow[];
  values: MigrationValueRow[];
  lost: {
    attributes: { attribute: number; title: string; products: number }[];
    values: { value: number; attribute: number; title: string; products: number }[];
    /** Products that would lose at least one value. */
    products_with_loss: number;
  };
  /** Required attributes of the target that moved products would lack. */
  required_missing: { attribute: number; title: string; products: number }[];
  /** What the mapping can point at: the target category's attributes with their values. */
  target_attributes: MigrationTargetAttribute[];
}

/** The job's params, fixed when it starts: what the preview showed is what runs. */
export interface CategoryMigrationParams {
  source: number;
  target: number;
  include_subcategories: boolean;
  attributes: MigrationPair[];
  values: MigrationPair[];
  source_title: string;
  target_title: string;
}

/** The job's result. */
export interface CategoryMigrationResult {
  source: { id: number; title: string };
  target: { id: number; title: string };
  /** Products whose category changed. */
  moved: number;
  /** Products whose attribute values were rewritten. */
  changed: number;
  /** Products that lost at least one value. */
  lost: number;
}

/** GET /api/categories/migrations: one migration, running or past. */
export interface MigrationHistoryItem {
  /** The job's id (GET /api/jobs/{id} follows it while it runs). */
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  user: { id: number; name: string } | null;
  source: { id: number; title: string };
  target: { id: number; title: string };
  include_subcategories: boolean;
  result: { moved: number; changed: number; lost: number } | null;
  /** Why a failed migration stopped. */
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

export const migrationMessages = defineMessages(
  {
    sameCategory: 'Оберіть іншу категорію: товари не можна перенести в ту саму категорію.',
    unknownCategory: 'Такої категорії немає.',
    targetInSource: 'Цільова категорія лежить усередині вихідної: оберіть іншу або не переносьте підкатегорії.',
    unknownAttribute: 'Цей атрибут не належить вихідній категорії.',
    foreignTarget: 'Цей атрибут не належить цільовій категорії.',
    typeMismatch: 'Тип атрибута не збігається: значення не можна перенести в атрибут іншого типу.',
    repeatedTarget: 'Кілька атрибутів переносяться в один, а він приймає лише одне значення.',
    repeatedSource: 'Кожен атрибут можна зіставити лише один раз.',
    unknownValue: 'Це значення не належить атрибутам вихідної категорії.',
    foreignValue: 'Це значення не належить атрибуту, в який переноситься.',
  },
  {
    sameCategory: 'Choose another category: products cannot be moved into the same category.',
    unknownCategory: 'There is no such category.',
    targetInSource: 'The target category lies inside the source: choose another or do not include the subcategories.',
    unknownAttribute: 'This attribute does not belong to the source category.',
    foreignTarget: 'This attribute does not belong to the target category.',
    typeMismatch: 'The attribute types differ: values cannot be moved into an attribute of another type.',
    repeatedTarget: 'Several attributes are moved into one that takes a single value.',
    repeatedSource: 'Each attribute may be mapped only once.',
    unknownValue: 'This value does not belong to the source category’s attributes.',
    foreignValue: 'This value does not belong to the attribute it is moved into.',
  },
);
