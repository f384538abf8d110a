import type { CurrentUser, ImportReport, ImportStatus, ResourceDef } from '@kramar/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type AuditChanges, diffChanges } from '../../crud/audit-log.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import type { Candidate, Errors } from './import-file.ts';
import { isSitePath } from './loops.ts';
import { redirectMessages as m } from './messages.ts';
import { pathKey, type Redirect } from './redirect-cache.ts';

type Stored = Redirect & { id: number };
type Valid = Candidate & { values: Redirect };

/** Rows per statement: one JSON parameter each, far below any parameter or memory limit. */
const chunkSize = 5000;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, i) =>
    items.slice(i * chunkSize, (i + 1) * chunkSize),
  );

type TableName = ReturnType<typeof sql.identifier>;

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** PostgreSQL's unique violation, under drizzle's wrapper or bare (PGlite). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The stored redirects at these (lower-cased) paths. */
async function storedAt(tx: Db, table: TableName, keys: readonly string[]): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  for (const part of chunks(keys)) {
    const rows = await queryRows<Stored>(
      tx,
      sql`select id, from_path, target, code from ${table}
          where lower(from_path) in (select jsonb_array_elements_text(${json(part)}))`,
    );
    for (const r of rows) found.set(pathKey(r.from_path), { ...r, id: Number(r.id) });
  }
  return found;
}

/** A row whose target is a redirect (in the file, else stored) leading straight back to the row. */
function loopErrors(valid: readonly Valid[], stored: ReadonlyMap<string, Stored>): Map<Valid, Errors> {
  const inFile = new Map(valid.map((c) => [pathKey(c.values.from_path), c]));
  const errors = new Map<Valid, Errors>();
  for (const c of valid) {
    if (!isSitePath(c.values.target)) continue;
    const key = pathKey(c.values.target);
    const next = inFile.get(key)?.values ?? stored.get(key);
    if (next && pathKey(next.target) === pathKey(c.values.from_path)) {
      const partner = inFile.get(key);
      errors.set(c, { target: [partner ? m.fileLoop(partner.row) : m.twoStepLoop(next.from_path)] });
    }
  }
  return errors;
}

const fields = ['from_path', 'target', 'code'];

type ImportAudit = { record_id: number; changes: AuditChanges };

/**
 * The audit entries of an import, 5 000 per statement as one JSON parameter: the same rows
 * `writeAudit` makes, which would bind six parameters per entry and take seconds for 50 000.
 */
async function writeImportAudit(tx: Db, user: CurrentUser, resource: string, entries: readonly ImportAudit[]) {
  await tx.execute(
    sql`insert into ${auditLog} (resource, record_id, action, user_id, user_name, changes)
        select ${resource}, v.record_id, 'import', ${user.id}, ${user.name}, v.changes
        from jsonb_to_recordset(${json(entries)}) as v(record_id bigint, changes jsonb)`,
  );
}

const same = (a: Redirect, b: Redirect) => a.from_path === b.from_path && a.target === b.target && a.code === b.code;

/**
 * Upserts the valid rows on `from_path` (case-insensitive) in one transaction, a few statements
 * per 5 000 rows, with one audit entry (`import`) per created or changed row.
 */
export async function importRedirects(
  db: Db,
  resource: ResourceDef,
  resourceTable: ResourceTable,
  user: CurrentUser,
  candidates: readonly Candidate[],
): Promise<ImportReport> {
  const table = sql.identifier(getTableName(resourceTable));
  const status = new Map<Candidate, ImportStatus>();
  const errors = new Map<Candidate, Errors>();
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const valid = candidates.filter((c): c is Valid => c.values !== undefined);
      const keys = new Set(valid.flatMap((c) => [c.values.from_path, c.values.target].filter(isSitePath).map(pathKey)));
      const stored = await storedAt(tx, table, [...keys]);
      for (const [c, e] of loopErrors(valid, stored)) errors.set(c, e);

      const inserts: Valid[] = [];
      const updates: { c: Valid; before: Stored }[] = [];
      for (const c of valid) {
        if (errors.has(c)) continue;
        const before = stored.get(pathKey(c.values.from_path));
        if (!before) inserts.push(c);
        else if (same(before, c.values)) status.set(c, 'unchanged');
        else updates.push({ c, before });
      }

      const audit: ImportAudit[] = [];
      const entry = (record_id: number, before: Redirect | null, after: Redirect): ImportAudit => ({
        record_id,
        changes: diffChanges(fields, before, after),
      });
      for (const part of chunks(inserts)) {
        const rows = await queryRows<{ id: number | string; from_path: string }>(
          tx,
          sql`insert into ${table} (from_path, target, code)
              select from_path, target, code from jsonb_to_recordset(${json(part.map((c) => c.values))})
                as v(from_path text, target text, code text)
              returning id, from_path`,
        );
        const ids = new Map(rows.map((r) => [pathKey(r.from_path), Number(r.id)]));
        for (const c of part) {
          const id = ids.get(pathKey(c.values.from_path));
          if (id === undefined) throw new Error(`redirect import: no id returned for ${c.values.from_path}`);
          status.set(c, 'created');
          audit.push(entry(id, null, c.values));
        }
      }
      for (const part of chunks(updates)) {
        await tx.execute(
          sql`update ${table} t set from_path = v.from_path, target = v.target, code = v.code, updated_at = now()
              from jsonb_to_recordset(${json(part.map(({ c, before }) => ({ id: before.id, ...c.values })))})
                as v(id bigint, from_path text, target text, code text)
              where t.id = v.id`,
        );
        for (const { c, before } of part) {
          status.set(c, 'updated');
          audit.push(entry(before.id, before, c.values));
        }
      }
      for (const part of chunks(audit)) await writeImportAudit(tx, user, resource.name, part);
    });
  } catch (error) {
    // another save took one of these paths between the lookup and the insert
    if (isUniqueViolation(error)) throw validationError({ file: [m.concurrent] });
    throw error;
  }
  return report(candidates, status, errors);
}

function report(
  candidates: readonly Candidate[],
  status: ReadonlyMap<Candidate, ImportStatus>,
  errors: ReadonlyMap<Candidate, Errors>,
): ImportReport {
  const out: ImportReport = { created: 0, updated: 0, unchanged: 0, failed: 0, rows: [] };
  for (const c of candidates) {
    const e = c.errors ?? errors.get(c);
    const s: ImportStatus = e ? 'failed' : (status.get(c) ?? 'failed');
    out[s]++;
    out.rows.push(
      e
        ? { row: c.row, from_path: c.from_path, status: s, errors: e }
        : { row: c.row, from_path: c.from_path, status: s },
    );
  }
  return out;
}
