import { csvText, type Field, type ResourceDef } from '@kramar/contract';
import { optionLabel, yesNo } from './labels.ts';
import type { ReferenceWords } from './reference-words.ts';
import { shopDate, shopDateTime } from './shop-time.ts';

/** Between the titles of a list of references in one cell («Хіт; Новинка»): titles may hold commas. */
export const listSeparator = '; ';

/** What an exported row needs besides its values: the titles its references name, the shop's clock. */
export interface WordsContext {
  resource: ResourceDef;
  zone: string;
  refs: ReferenceWords;
}

type Row = Record<string, unknown>;

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** The titles every reference of the batch names, asked once per target resource. */
export async function titlesFor(ctx: WordsContext, columns: readonly string[], rows: readonly Row[]) {
  const titles = new Map<string, Map<number, string>>();
  for (const name of columns) {
    const field = ctx.resource.fields[name];
    if (field?.kind !== 'reference' && field?.kind !== 'references') continue;
    const ids = rows.flatMap((r) => idsOf(r[name]));
    const known = titles.get(field.resource) ?? new Map<number, string>();
    for (const [id, title] of await ctx.refs.titlesOf(field.resource, ids)) known.set(id, title);
    titles.set(field.resource, known);
  }
  return titles;
}

/**
 * A value as the screens say it: a reference's title, an enum's label, «Так»/«Ні», a time on the
 * shop's clock. Numbers stay numbers (XLSX keeps them summable); the CSV writer spells them.
 */
export function wordOf(
  ctx: WordsContext,
  titles: Map<string, Map<number, string>>,
  name: string,
  value: unknown,
): string | number {
  const field = ctx.resource.fields[name];
  if (value === null || value === undefined) return '';
  // read-only, never imported: to the minute, as the list's columns show them
  if (name === 'created_at' || name === 'updated_at') return shopDateTime(String(value), ctx.zone, false);
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.kind) {
    case 'reference':
    case 'references': {
      const named = titles.get(field.resource);
      return idsOf(value)
        .map((id) => named?.get(id) ?? String(id))
        .join(listSeparator);
    }
    case 'enum':
    case 'status':
      return optionLabel(ctx.resource, name, String(value));
    case 'boolean':
      return value ? yesNo.yes : yesNo.no;
    case 'money':
      return typeof value === 'number' ? Number((value / 100).toFixed(2)) : String(value);
    case 'datetime':
      return shopDateTime(String(value), ctx.zone);
    case 'date':
      return shopDate(String(value));
    default:
      if (Array.isArray(value))
        return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
      if (typeof value === 'number') return value;
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

/**
 * A CSV cell of the word: numbers with the decimal comma Ukrainian Excel reads as a number (money
 * always with two decimals, so a column reads the same down the sheet); text neutralised against
 * formulas (csvText), a number never (-5 stays the number Excel sums, and cannot run).
 */
export function csvWord(field: Field | undefined, word: string | number): string {
  if (typeof word !== 'number') return csvText(word);
  const text = field?.kind === 'money' ? word.toFixed(2) : String(word);
  return text.replace('.', ',');
}
