import type { CategoryMigrationParams, CategoryMigrationResult } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { planMigration } from './plan.ts';
import { pairsRelation, type RowRules, rulesOf, sourceProducts, survives } from './rules.ts';
import { idArray } from './sources.ts';

/** Products moved per transaction: big enough for set-wise statements to pay, small enough to keep locks short. */
export const migrationBatch = 500;

/** What the migration needs of the jobs engine's context (jobs.ts `JobContext` gives all of it). */
export interface MigrationContext {
  db: Db;
  userId: number | null;
  progress(done: number, total: number): void;
  signal?: AbortSignal;
  /** The job's row, where each batch notes what it did, so a re-run after a restart counts on. */
  jobId?: number;
}

type Counts = Pick<CategoryMigrationResult, 'moved' | 'changed' | 'lost'>;

/** What earlier runs of this job committed (nothing on a first run). */
async function carriedCounts(db: Db, jobId: number | undefined): Promise<Counts> {
  const zero = { moved: 0, changed: 0, lost: 0 };
  if (jobId === undefined) return zero;
  const [row] = await queryRows<{ result: { partial?: Counts } | null }>(
    db,
    sql`select result from jobs where id = ${jobId}`,
  );
  return { ...zero, ...row?.result?.partial };
}

type Ids = { owner_id: number | string }[];
const idSet = (rows: Ids): Set<number> => new Set(rows.map((r) => Number(r.owner_id)));

/** A product's value rows as the history keeps a children field: the rows themselves. */
const rowsJson = (owner: SQL): SQL => sql`coalesce((select jsonb_agg(jsonb_build_object('id', x.id,
  'attribute', x.attribute, 'value', x.value, 'number', x.number, 'text', x.text, 'flag', x.flag) order by x.position, x.id)
  from products_attribute_values x where x.owner_id = ${owner}), '[]'::jsonb)`;

/**
 * One batch in one transaction, a fixed number of statements whatever its size: the history's
 * "before", drop what maps nowhere, rename values and attributes, fold values that met, move the
 * products, then the history's "after". Answers which products lost and which changed.
 */
async function moveBatch(
  tx: Db,
  ids: number[],
  target: number,
  rules: RowRules,
  user: { id: number | null; name: string | null },
): Promise<{ lost: Set<number>; changed: Set<number> }> {
  const batch = idArray(ids);
  const audit = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into audit_log (resource, record_id, action, user_id, user_name, changes)
        select 'products', p.id, 'update', ${user.id}, ${user.name},
          jsonb_build_object('category', jsonb_build_object('before', p.category, 'after', ${target}::bigint),
            'attribute_values', jsonb_build_object('before', ${rowsJson(sql`p.id`)}))
        from products p where p.id = any(${batch}) returning id`,
  );
  const auditIds = idArray(audit.map((r) => Number(r.id)));
  const lost = idSet(
    await queryRows<Ids[number]>(
      tx,
      sql`delete from products_attribute_values v where v.owner_id = any(${batch}) and not ${survives(rules)}
          returning v.owner_id`,
    ),
  );
  const renamed = [
    ...(rules.valueMoves.length === 0
      ? []
      : await queryRows<Ids[number]>(
          tx,
          sql`update products_attribute_values v set value = x.t from ${pairsRelation(rules.valueMoves, 'x')}
              where v.owner_id = any(${batch}) and v.value = x.f returning v.owner_id`,
        )),
    ...(rules.attributeMoves.length === 0
      ? []
      : await queryRows<Ids[number]>(
          tx,
          sql`update products_attribute_values v set attribute = m.t from ${pairsRelation(rules.attributeMoves, 'm')}
              where v.owner_id = any(${batch}) and v.attribute = m.f returning v.owner_id`,
        )),
    // two values that became one (or a select and a multiselect meeting) are kept once
    ...(await queryRows<Ids[number]>(
      tx,
      sql`delete from products_attribute_values d using products_attribute_values k
          where d.owner_id = any(${batch}) and k.owner_id = d.owner_id and k.attribute = d.attribute
            and k.value = d.value and k.id < d.id returning d.owner_id`,
    )),
  ];
  await tx.execute(sql`update products set category = ${target}, updated_at = now() where id = any(${batch})`);
  // the new main category is no longer an additional one of the same product
  await tx.execute(sql`delete from products_categories where owner_id = any(${batch}) and target_id = ${target}`);
  await tx.execute(
    sql`update audit_log a set changes = case
          when a.changes #> '{attribute_values,before}' = ${rowsJson(sql`a.record_id`)} then a.changes - 'attribute_values'
          else jsonb_set(a.changes, '{attribute_values,after}', ${rowsJson(sql`a.record_id`)}) end
        where a.id = any(${auditIds})`,
  );
  return { lost, changed: new Set([...lost, ...idSet(renamed)]) };
}

/**
 * The `category-migration` job: plans again from its params (the mapping was fixed when it
 * started; the plan re-reads what the ids name) and moves the source's products batch by batch,
 * oldest id first. Each batch commits on its own, so a stopped job leaves whole products moved
 * and a re-run carries on with what is still in the source.
 */
export async function runCategoryMigration(
  params: CategoryMigrationParams,
  ctx: MigrationContext,
): Promise<CategoryMigrationResult> {
  const { db } = ctx;
  const plan = await planMigration(db, params);
  const rules = rulesOf(plan);
  const scope = sourceProducts(plan);
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from products p where ${scope}`);
  const total = Number(count?.n ?? 0);
  const [who] =
    ctx.userId === null
      ? []
      : await queryRows<{ name: string }>(db, sql`select name from admin_users where id = ${ctx.userId}`);
  const user = { id: ctx.userId, name: who?.name ?? null };
  let after = 0;
  let { moved, changed, lost } = await carriedCounts(db, ctx.jobId);
  // products moved by an earlier run are out of the source now: the bar counts them as done
  const overall = total + moved;
  ctx.progress(moved, overall);
  while (!ctx.signal?.aborted) {
    const done = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const rows = await queryRows<{ id: number | string }>(
        tx,
        sql`select p.id from products p where ${scope} and p.id > ${after} order by p.id limit ${migrationBatch} for update`,
      );
      if (rows.length === 0) return true;
      const ids = rows.map((r) => Number(r.id));
      after = ids[ids.length - 1] ?? after;
      const batch = await moveBatch(tx, ids, plan.target.id, rules, user);
      moved += ids.length;
      changed += batch.changed.size;
      lost += batch.lost.size;
      // committed with the batch: a restart resumes from exactly what is written
      if (ctx.jobId !== undefined) {
        await tx.execute(
          sql`update jobs set result = ${JSON.stringify({ partial: { moved, changed, lost } })}::jsonb where id = ${ctx.jobId}`,
        );
      }
      return false;
    });
    ctx.progress(moved, Math.max(overall, moved));
    if (done) break;
  }
  return {
    source: { id: plan.source.id, title: plan.source.title },
    target: { id: plan.target.id, title: plan.target.title },
    moved,
    changed,
    lost,
  };
}
