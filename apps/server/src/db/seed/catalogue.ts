import { type CurrentUser, type ResourceDef, slugify } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import { staff } from '../../auth/staff-table.ts';
import type { Engine } from '../../crud/engine.ts';
import { saveRecord } from '../../crud/write.ts';
import { type Db, queryRows } from '../client.ts';
import {
  type AttributeSeed,
  type AttributeSet,
  attributes as attributeSeeds,
  type CategorySeed,
  categories as categorySeeds,
  groups as groupSeeds,
  units as unitSeeds,
  type ValueSeed,
} from './catalogue-data.ts';
import { seedDemoTrade } from './demo-orders.ts';
import { seedDemoPriceGroups } from './demo-price-groups.ts';
import { seedDemoProducts } from './demo-seed.ts';

/**
 * First start: the demo catalogue structure of catalogue-data.ts, written through the engine's
 * save so every record is validated, gets its slug, tree path and audit entry as if staff had
 * typed it. Everything goes in one transaction: a start that fails half-way leaves no partial
 * catalogue behind (the next start would take it for a real one and never finish it), and two
 * instances starting together on one PostgreSQL wait for each other on an advisory lock.
 */

const countTree = (nodes: readonly CategorySeed[]): number =>
  nodes.reduce((n, node) => n + 1 + countTree(node.children ?? []), 0);

/** What a seeding run adds, for the start-up log line. */
export const demoCatalogueSize = {
  categories: countTree(categorySeeds),
  attributes: attributeSeeds.length,
} as const;

/** The owner as the author of the seeded records (their audit entries name a person). */
export async function ownerUser(db: Db): Promise<CurrentUser> {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(eq(staff.owner, true))
    .orderBy(staff.id)
    .limit(1);
  if (!row) throw new Error('The owner account must exist before the catalogue is seeded');
  return { ...row, owner: true, scopes: [] };
}

function resourceOf(engine: Engine, name: string): ResourceDef {
  const resource = engine.resources.find((r) => r.name === name);
  if (!resource) throw new Error(`The catalogue seed needs the ${name} resource`);
  return resource;
}

/** Ids of the rows already there, by a text column lower-cased: what a seed record would clash with. */
async function existingIds(db: Db, table: string, column: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number | string; key: string }>(
    db,
    sql`select id, ${sql.identifier(column)} as key from ${sql.identifier(table)}`,
  );
  // PostgreSQL's driver hands bigint over as text
  return new Map(rows.map((r) => [r.key.toLowerCase(), Number(r.id)]));
}

function mustGet(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key.toLowerCase());
  if (id === undefined) throw new Error(`The demo catalogue names an unknown ${what}: ${key}`);
  return id;
}

/**
 * A value's slug for the site's filter addresses. The `slug` column is plain text the engine does
 * not fill, so it is made here from the title, kept unique within its attribute.
 */
function valueRows(values: readonly ValueSeed[]): { title: string; slug: string; color?: string }[] {
  const taken = new Set<string>();
  return values.map((value, index) => {
    const { title, color, slug } =
      typeof value === 'string' ? { title: value, color: undefined, slug: undefined } : value;
    const base = slug ?? (slugify(title) || `value-${index + 1}`);
    let free = base;
    for (let n = 2; taken.has(free); n++) free = `${base}-${n}`;
    taken.add(free);
    return color ? { title, slug: free, color } : { title, slug: free };
  });
}

/** A category's attribute rows: required ones first, then filters, then card-only ones; each code once. */
function attributeRows(
  set: AttributeSet | undefined,
  attributeIds: ReadonlyMap<string, number>,
): { attribute: number; filter: boolean; required: boolean }[] {
  if (!set) return [];
  const seen = new Set<string>();
  const rows: { attribute: number; filter: boolean; required: boolean }[] = [];
  const add = (codes: readonly string[] | undefined, filter: boolean, required: boolean) => {
    for (const code of codes ?? []) {
      if (seen.has(code)) continue;
      seen.add(code);
      rows.push({ attribute: mustGet(attributeIds, code, 'attribute'), filter, required });
    }
  };
  add(set.required, true, true);
  add(set.filters, true, false);
  add(set.info, false, false);
  return rows;
}

async function seedUnits(engine: Engine, owner: CurrentUser): Promise<Map<string, number>> {
  const ids = await existingIds(engine.db, 'units', 'title');
  const units = resourceOf(engine, 'units');
  for (const unit of unitSeeds) {
    // a unit staff already made under the same name serves as it is
    if (ids.has(unit.title.toLowerCase())) continue;
    const saved = await saveRecord(engine, units, owner, unit);
    ids.set(unit.title.toLowerCase(), saved.id);
  }
  return ids;
}

async function seedAttributes(
  engine: Engine,
  owner: CurrentUser,
  unitIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  // codes are unique: an attribute already there under a seed's code is used rather than clashed with
  const ids = await existingIds(engine.db, 'attributes', 'code');
  const resource = resourceOf(engine, 'attributes');
  for (const [position, attribute] of attributeSeeds.entries()) {
    if (ids.has(attribute.code)) continue;
    const saved = await saveRecord(engine, resource, owner, attributeBody(attribute, position, unitIds));
    ids.set(attribute.code, saved.id);
  }
  return ids;
}

function attributeBody(attribute: AttributeSeed, position: number, unitIds: ReadonlyMap<string, number>) {
  return {
    title: attribute.title,
    code: attribute.code,
    data_type: attribute.data_type,
    unit: attribute.unit ? mustGet(unitIds, attribute.unit, 'unit') : null,
    range: attribute.range ?? false,
    multiple: attribute.data_type === 'multiselect',
    admin_description: attribute.admin_description ?? null,
    status: 'published',
    position,
    values: valueRows(attribute.values ?? []),
  };
}

async function seedGroups(engine: Engine, owner: CurrentUser, attributeIds: ReadonlyMap<string, number>) {
  const existing = await existingIds(engine.db, 'attribute_groups', 'title');
  const resource = resourceOf(engine, 'attributes-groups');
  for (const [position, group] of groupSeeds.entries()) {
    if (existing.has(group.title.toLowerCase())) continue;
    const ids = group.attributes.map((code) => mustGet(attributeIds, code, 'attribute'));
    await saveRecord(engine, resource, owner, { title: group.title, position, attributes: ids });
  }
}

/** Parents before their children, so each `parent` id exists when its child is saved. */
async function seedCategories(
  engine: Engine,
  owner: CurrentUser,
  attributeIds: ReadonlyMap<string, number>,
  nodes: readonly CategorySeed[],
  parent: { id: number; set: AttributeSet | undefined } | null,
): Promise<void> {
  const resource = resourceOf(engine, 'categories');
  for (const [position, node] of nodes.entries()) {
    const set = node.attributes ?? parent?.set;
    const saved = await saveRecord(engine, resource, owner, {
      title: node.title,
      parent: parent?.id ?? null,
      position,
      status: 'published',
      attributes: attributeRows(set, attributeIds),
    });
    await seedCategories(engine, owner, attributeIds, node.children ?? [], { id: saved.id, set });
  }
}

const hasCategories = async (db: Db): Promise<boolean> =>
  (await queryRows<{ one: number }>(db, sql`select 1 as one from categories limit 1`)).length > 0;

/**
 * Writes the demo catalogue unless the shop already has a category (then it is the shop's own
 * and nothing is touched); true when it wrote. With `products`, the demo shop's products, kits and
 * sandbox too (demo-seed.ts) and its trade (demo-orders.ts), in the same transaction: a start that
 * fails leaves none of it.
 */
export async function seedCatalogue(
  engine: Engine,
  owner: CurrentUser,
  opts: { products?: boolean } = {},
): Promise<boolean> {
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kramar:seed:catalogue'))`);
    if (await hasCategories(tx)) return false;
    // each save's own transaction becomes a savepoint of this one
    const inTx: Engine = { ...engine, db: tx };
    const unitIds = await seedUnits(inTx, owner);
    const attributeIds = await seedAttributes(inTx, owner, unitIds);
    await seedGroups(inTx, owner, attributeIds);
    await seedCategories(inTx, owner, attributeIds, categorySeeds, null);
    if (opts.products && (await seedDemoProducts(tx, engine.storage))) {
      await seedDemoTrade(tx);
      await seedDemoPriceGroups(tx);
    }
    return true;
  });
}
