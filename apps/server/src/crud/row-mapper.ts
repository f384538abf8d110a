import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** Array-mode rows of a statement, as records keyed by the selection's names. */
export type Rows = (rows: unknown[][]) => Record<string, unknown>[];

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// an SQL's decoder is drizzle's (`.mapWith()`), typed as internal
type Decoded = { decoder: Decoder };

/** Which decoder drizzle's row mapping gives a selected field (its `mapResultRow`). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * Rows mapped as drizzle maps a flat selection's, with each field's decoder found once per shape:
 * drizzle finds it again for every field of every row (an `is()` check each), a tenth of a list's
 * CPU. `fields` is drizzle's ordered selection; undefined for a nested one, which drizzle maps itself.
 */
export function rowMapper(fields: unknown[]): Rows | undefined {
  const columns: [string, Decoder][] = [];
  for (const { path, field } of fields as { path: string[]; field: unknown }[]) {
    const [key] = path;
    if (path.length !== 1 || key === undefined) return undefined;
    columns.push([key, decoderOf(field)]);
  }
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const [key, decoder] = columns[i] as [string, Decoder];
        const value = row[i];
        out[key] = value === null ? null : decoder.mapFromDriverValue(value);
      }
      return out;
    });
}
