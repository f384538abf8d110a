import type { ResourceDef } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A record whose image field shows a library file. */
export interface Usage {
  path: string;
  resource: string;
  id: number;
  title: string;
  field: string;
  /** The record's screen in the back office. */
  link: string;
}

interface ImageColumn {
  resource: ResourceDef;
  field: string;
  gallery: boolean;
}

/** Every image field of every resource: where a library file may be shown. */
export function imageColumns(resources: readonly ResourceDef[]): ImageColumn[] {
  return resources.flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([field, def]) =>
      def.kind === 'image' || def.kind === 'images' ? [{ resource, field, gallery: def.kind === 'images' }] : [],
    ),
  );
}

const pathList = (paths: readonly string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))`;

function linkOf(resource: ResourceDef, id: number, parent: unknown): string {
  const { route } = resource;
  if (route.under && parent !== null && parent !== undefined) {
    return `/${route.path}/${String(parent)}/${route.under.segment}/${id}`;
  }
  return route.edit === false ? `/${route.path}` : `/${route.path}/${id}`;
}

/**
 * The records whose image fields hold any of `paths` (library files' storage paths): one query
 * per image field, by the path itself, so a file picked into a gallery, a banner or a category
 * counts wherever it sits. Image fields keep plain paths; nothing else has to be kept in step.
 */
export async function usagesOf(db: Db, resources: readonly ResourceDef[], paths: readonly string[]): Promise<Usage[]> {
  if (paths.length === 0) return [];
  const found: Usage[] = [];
  for (const { resource, field, gallery } of imageColumns(resources)) {
    const table = sql.identifier(resource.table);
    const column = sql.identifier(field);
    const title = sql.identifier(resource.titleField);
    const parent = resource.route.under ? sql`t.${sql.identifier(resource.route.under.field)}` : sql`null`;
    const rows = await queryRows<{ id: number | string; title: unknown; parent: unknown; path: string }>(
      db,
      gallery
        ? sql`select t.id, t.${title}::text as title, ${parent} as parent, p.path
              from ${table} t, jsonb_array_elements_text(t.${column}) p(path)
              where t.${column} ?| array${pathList(paths)} and p.path in ${pathList(paths)}`
        : sql`select t.id, t.${title}::text as title, ${parent} as parent, t.${column} as path
              from ${table} t where t.${column} in ${pathList(paths)}`,
    );
    for (const r of rows) {
      const id = Number(r.id);
      const title = typeof r.title === 'string' && r.title !== '' ? r.title : `#${id}`;
      found.push({ path: r.path, resource: resource.name, id, title, field, link: linkOf(resource, id, r.parent) });
    }
  }
  return found;
}

/**
 * Takes deleted library files out of every image field that showed them (a single image becomes
 * empty, a gallery loses the item), in the caller's transaction: no record is left pointing at
 * a file that is gone.
 */
export async function clearUsages(db: Db, resources: readonly ResourceDef[], paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  for (const { resource, field, gallery } of imageColumns(resources)) {
    const table = sql.identifier(resource.table);
    const column = sql.identifier(field);
    await db.execute(
      gallery
        ? sql`update ${table} set ${column} = coalesce(
                (select jsonb_agg(e) from jsonb_array_elements(${column}) e where (e #>> '{}') not in ${pathList(paths)}),
                '[]'::jsonb), updated_at = now()
              where ${column} ?| array${pathList(paths)}`
        : sql`update ${table} set ${column} = null, updated_at = now() where ${column} in ${pathList(paths)}`,
    );
  }
}
