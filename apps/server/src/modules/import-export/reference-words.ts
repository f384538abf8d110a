import type { ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Engine, tableOf } from '../../crud/engine.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import { queryRows } from '../../db/client.ts';
import { uniqueKeyOf } from './columns.ts';
import { importExportMessages as m } from './messages.ts';

/** Between the levels of a category's path in a cell: «Ноутбуки / Ігрові». */
export const pathSeparator = ' / ';

/** A cell's reference: the record's id, or why it names none. */
export type Resolved = { id: number } | { error: string };

const fold = (s: string) => s.trim().toLocaleLowerCase('uk');
const quoted = (list: string[]) => list.map((p) => `«${p}»`).join(', ');
const ambiguity = (cell: string, paths: string[]): Resolved => ({
  error: m.ambiguous(cell, quoted(paths), paths[0] ?? cell),
});

/** Titles kept per resource before the memory is started afresh (a file reads through many batches). */
const remembered = 20_000;

/**
 * References as the screens show them: a record by its title («Samsung»), a tree's node by its
 * name, or by its path when another node shares the name («Ноутбуки / Ігрові»). Looked up a batch
 * at a time and remembered, so a file of 100 000 rows naming twenty brands asks for each once.
 */
export class ReferenceWords {
  private readonly titles = new Map<string, Map<number, string>>();
  private readonly ids = new Map<string, Map<string, Resolved>>();

  constructor(private readonly engine: Engine) {}

  private target(name: string): { resource: ResourceDef; table: ResourceTable; title: string } {
    const resource = this.engine.resources.find((r) => r.name === name);
    if (!resource) throw new Error(`references: no resource ${name}`);
    return { resource, table: tableOf(this.engine, resource), title: resource.titleField };
  }

  private memo<V>(store: Map<string, Map<string | number, V>>, name: string): Map<string | number, V> {
    const map = store.get(name);
    if (map && map.size <= remembered) return map;
    const fresh = new Map<string | number, V>();
    store.set(name, fresh);
    return fresh;
  }

  /** `id → title path` of tree nodes (their ancestors' titles from the root). */
  private async paths(name: string, rows: { id: number; path: string }[]): Promise<Map<number, string[]>> {
    const { table, title } = this.target(name);
    const ancestors = [...new Set(rows.flatMap((r) => r.path.split('/').filter(Boolean).map(Number)))];
    const found = await queryRows<{ id: number | string; t: string }>(
      this.engine.db,
      sql`select id, ${sql.identifier(title)} as t from ${table}
          where id in (select jsonb_array_elements_text(${JSON.stringify(ancestors)}::jsonb)::bigint)`,
    );
    const byId = new Map(found.map((f) => [Number(f.id), f.t]));
    return new Map(
      rows.map((r) => [
        r.id,
        r.path
          .split('/')
          .filter(Boolean)
          .map((a) => byId.get(Number(a)) ?? ''),
      ]),
    );
  }

  /** The titles of `ids` of resource `name` as a cell shows them: a shared tree name as its path. */
  async titlesOf(name: string, ids: readonly number[]): Promise<Map<number, string>> {
    const memo = this.memo(this.titles as Map<string, Map<string | number, string>>, name);
    const wanted = [...new Set(ids)].filter((id) => !memo.has(id));
    if (wanted.length) {
      const { resource, table, title } = this.target(name);
      const tree = Boolean(resource.tree);
      const rows = await queryRows<{ id: number | string; t: string | null; path?: string; twins: number | string }>(
        this.engine.db,
        sql`select id, ${sql.identifier(title)} as t, ${tree ? sql`path` : sql`''`} as path,
              (select count(*) from ${table} o where lower(o.${sql.identifier(title)}) = lower(${table}.${sql.identifier(title)})) as twins
            from ${table}
            where id in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb)::bigint)`,
      );
      const shared = rows.filter((r) => tree && Number(r.twins) > 1);
      const paths = shared.length
        ? await this.paths(
            name,
            shared.map((r) => ({ id: Number(r.id), path: String(r.path) })),
          )
        : new Map<number, string[]>();
      for (const r of rows) memo.set(Number(r.id), paths.get(Number(r.id))?.join(pathSeparator) ?? String(r.t ?? r.id));
    }
    return new Map(ids.flatMap((id) => (memo.has(id) ? [[id, memo.get(id) as string]] : [])));
  }

  /** The records cells name, by title or path (ids of older files still taken), or why not. */
  async idsOf(name: string, cells: readonly string[]): Promise<Map<string, Resolved>> {
    const memo = this.memo(this.ids as Map<string, Map<string | number, Resolved>>, name);
    const wanted = [...new Set(cells.map((c) => c.trim()))].filter((c) => c !== '' && !memo.has(fold(c)));
    if (wanted.length) {
      const { resource, table, title } = this.target(name);
      const tree = Boolean(resource.tree);
      const lasts = wanted.map((c) => fold(c.split('/').at(-1) ?? c));
      const numbers = wanted.filter((c) => /^\d{1,15}$/.test(c));
      // a record with a code of its own (a product's SKU) is named by it as well: the code never repeats
      const key = uniqueKeyOf(resource);
      const keyed = key ? sql`lower(${sql.identifier(key)})` : sql`null`;
      const byKey = key
        ? sql`or lower(${sql.identifier(key)}) in (select jsonb_array_elements_text(${JSON.stringify(wanted.map(fold))}::jsonb))`
        : sql``;
      const rows = await queryRows<{ id: number | string; t: string | null; path?: string; k: string | null }>(
        this.engine.db,
        sql`select id, ${sql.identifier(title)} as t, ${tree ? sql`path` : sql`''`} as path, ${keyed} as k from ${table}
            where lower(${sql.identifier(title)}) in (select jsonb_array_elements_text(${JSON.stringify(lasts)}::jsonb))
               or id in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb)::bigint) ${byKey}`,
      );
      const paths = tree
        ? await this.paths(
            name,
            rows.map((r) => ({ id: Number(r.id), path: String(r.path) })),
          )
        : new Map<number, string[]>();
      const trail = (r: (typeof rows)[number]) => paths.get(Number(r.id)) ?? [String(r.t ?? '')];
      for (const cell of wanted) {
        const segments = (tree ? cell.split('/') : [cell]).map(fold).filter(Boolean);
        const matches = rows.filter((r) => {
          const full = trail(r).map(fold);
          return (
            segments.length <= full.length && segments.every((s, i) => full[full.length - segments.length + i] === s)
          );
        });
        const byId = rows.find((r) => String(r.id) === cell);
        const coded = rows.find((r) => r.k !== null && r.k === fold(cell));
        memo.set(
          fold(cell),
          coded
            ? { id: Number(coded.id) }
            : matches.length === 1
              ? { id: Number(matches[0]?.id) }
              : matches.length > 1
                ? ambiguity(
                    cell,
                    matches.slice(0, 3).map((r) => trail(r).join(pathSeparator)),
                  )
                : byId
                  ? { id: Number(byId.id) }
                  : { error: m.notFound(cell) },
        );
      }
    }
    return new Map(cells.map((c) => [c, memo.get(fold(c)) as Resolved]));
  }
}
