import type { ResourceDef } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { yesNo } from './labels.ts';
import { importExportMessages as m } from './messages.ts';

/**
 * A product's attribute values as columns of their own, one per attribute, headed by its title
 * («Діагональ екрана»; «Колір (color_case)» when two attributes share the title): exported as the
 * card shows them (a select's value by its title, several joined by «; »), imported back by the
 * same words. The field a column maps to is `attr:<id>`.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
export interface AttributeColumn {
  id: number;
  code: string;
  type: AttributeType;
  label: string;
  title: string;
}
export interface ValueRow {
  attribute: number;
  value?: number | null;
  number?: number | null;
  text?: string | null;
  flag?: boolean | null;
}

const prefix = 'attr:';
export const attributeField = (id: number): string => `${prefix}${id}`;
export const attributeOf = (field: string): number | null =>
  field.startsWith(prefix) && /^\d{1,15}$/.test(field.slice(prefix.length)) ? Number(field.slice(prefix.length)) : null;

/** Whether the resource keeps attribute values (products and the sandbox). */
export const hasAttributeValues = (resource: ResourceDef): boolean => {
  const field = resource.fields.attribute_values;
  return field?.kind === 'children' && 'attribute' in field.fields;
};

const fold = (s: string) => s.trim().toLocaleLowerCase('uk');

/** The attributes `where` selects (all when none), each with a label no other attribute has. */
export async function attributeColumns(db: Db, where?: SQL): Promise<AttributeColumn[]> {
  const rows = await queryRows<{
    id: number | string;
    title: string;
    code: string;
    data_type: AttributeType;
    twins: number | string;
  }>(
    db,
    sql`select a.id, a.title, a.code, a.data_type,
          (select count(*) from attributes o where lower(o.title) = lower(a.title)) as twins
        from attributes a ${where ? sql`where a.id in (${where})` : sql``}
        order by a.position, a.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    type: r.data_type,
    title: r.title,
    label: Number(r.twins) > 1 ? `${r.title} (${r.code})` : r.title,
  }));
}

/** The attributes the export's rows hold values of: the columns of the file. */
export function usedAttributes(resource: ResourceDef, owners: SQL): SQL {
  return sql`select distinct v.attribute from ${sql.identifier(`${resource.table}_attribute_values`)} v where v.owner_id in (${owners})`;
}

/** The column a header names: the attribute's label, its title when no other has it, or its code. */
export function attributeForHeader(columns: readonly AttributeColumn[], header: string): AttributeColumn | undefined {
  const h = fold(header);
  return (
    columns.find((c) => fold(c.label) === h) ??
    columns.find((c) => fold(c.title) === h && c.label === c.title) ??
    columns.find((c) => fold(c.code) === h)
  );
}

async function valueTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number | string; title: string }>(
    db,
    sql`select id, title from attributes_values where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.title]));
}

/** The attribute cells of a batch of records, in the words of the card. */
export async function attributeWords(
  db: Db,
  columns: readonly AttributeColumn[],
  records: readonly Record<string, unknown>[],
): Promise<(string | number)[][]> {
  const valuesOf = (r: Record<string, unknown>) =>
    (Array.isArray(r.attribute_values) ? r.attribute_values : []) as ValueRow[];
  const ids = records.flatMap((r) => valuesOf(r).flatMap((v) => (typeof v.value === 'number' ? [v.value] : [])));
  const titles = await valueTitles(db, [...new Set(ids)]);
  return records.map((r) =>
    columns.map((c) => {
      const rows = valuesOf(r).filter((v) => Number(v.attribute) === c.id);
      if (!rows.length) return '';
      if (c.type === 'number') return typeof rows[0]?.number === 'number' ? rows[0].number : '';
      if (c.type === 'boolean') return rows[0]?.flag ? yesNo.yes : yesNo.no;
      if (c.type === 'string') return rows[0]?.text ?? '';
      return rows.map((v) => titles.get(Number(v.value)) ?? String(v.value)).join('; ');
    }),
  );
}

/** The values a file's row fills and the attributes it fills (an attribute it leaves empty stays). */
export interface FileValues {
  rows: ValueRow[];
  attributes: number[];
}

/** An attribute cell read back: the rows it stands for, or why it cannot. */
export type AttributeCell = { column: AttributeColumn; cell: string };

const yes = new Set(['так', 'yes', 'true', '1', '+']);
const no = new Set(['ні', 'no', 'false', '0', '-']);

/** The attribute cells of a batch of rows as value rows (a select's titles looked up once per batch). */
export async function attributeInputs(
  db: Db,
  batch: readonly AttributeCell[][],
): Promise<{ rows: ValueRow[]; attributes: number[]; errors: Record<string, string[]> }[]> {
  const wanted = batch.flat().filter((a) => a.column.type === 'select' || a.column.type === 'multiselect');
  const owners = [...new Set(wanted.map((a) => a.column.id))];
  const found = owners.length
    ? await queryRows<{ id: number | string; owner_id: number | string; title: string }>(
        db,
        sql`select id, owner_id, title from attributes_values
            where owner_id in (select jsonb_array_elements_text(${JSON.stringify(owners)}::jsonb)::bigint)`,
      )
    : [];
  const byTitle = new Map(found.map((f) => [`${f.owner_id}:${fold(f.title)}`, Number(f.id)]));
  return batch.map((cells) => {
    const rows: ValueRow[] = [];
    const errors: Record<string, string[]> = {};
    for (const { column, cell } of cells) {
      const wrong = (message: string) => {
        errors[column.label] = [message];
      };
      if (column.type === 'number') {
        const n = Number(cell.replace(/[\s\u00a0]/g, '').replace(',', '.'));
        if (Number.isFinite(n)) rows.push({ attribute: column.id, number: n });
        else wrong(m.notNumber(cell));
      } else if (column.type === 'boolean') {
        const t = fold(cell);
        if (yes.has(t) || no.has(t)) rows.push({ attribute: column.id, flag: yes.has(t) });
        else wrong(m.notYesNo(cell));
      } else if (column.type === 'string') rows.push({ attribute: column.id, text: cell });
      else {
        const titles =
          column.type === 'multiselect'
            ? cell
                .split(/[;|]/)
                .map((s) => s.trim())
                .filter(Boolean)
            : [cell];
        const missing = titles.filter((s) => !byTitle.has(`${column.id}:${fold(s)}`));
        if (missing.length) wrong(missing.map((s) => m.notFound(s)).join(' '));
        else
          for (const s of titles)
            rows.push({ attribute: column.id, value: byTitle.get(`${column.id}:${fold(s)}`) ?? null });
      }
    }
    return { rows, attributes: [...new Set(cells.map((c) => c.column.id))], errors };
  });
}

const normal = (v: ValueRow) => ({
  attribute: Number(v.attribute),
  value: v.value ?? null,
  number: v.number ?? null,
  text: v.text ?? null,
  flag: v.flag ?? false,
});

/**
 * The record's values with the file's in place of those of the attributes the file fills; the
 * others stay as they are, in their order (a file of prices and one attribute touches only those).
 */
export function mergeValues(before: readonly ValueRow[], file: FileValues): ValueRow[] {
  const filled = new Set(file.attributes);
  const out: ValueRow[] = [];
  const placed = new Set<number>();
  for (const v of before) {
    const a = Number(v.attribute);
    if (!filled.has(a)) out.push(normal(v));
    else if (!placed.has(a)) {
      placed.add(a);
      out.push(...file.rows.filter((r) => r.attribute === a).map(normal));
    }
  }
  out.push(...file.rows.filter((r) => !placed.has(r.attribute)).map(normal));
  return out;
}

/** Two lists of values hold the same, whatever their row ids and order. */
export const sameValues = (a: readonly ValueRow[], b: readonly ValueRow[]): boolean => {
  const key = (list: readonly ValueRow[]) =>
    list
      .map((v) => JSON.stringify(normal(v)))
      .sort()
      .join('\n');
  return key(a) === key(b);
};
