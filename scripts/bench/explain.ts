import pg from 'pg';
import type { CapturedQuery } from './sql-capture.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every read statement one request of an operation sent, with the
 * very values it sent, on a connection of its own. Writes are left out: ANALYZE would perform them.
 */
export async function explainStatements(
  databaseUrl: string,
  byOperation: Map<string, CapturedQuery[]>,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out: string[] = [];
  try {
    for (const [name, statements] of byOperation) {
      for (const statement of statements) {
        if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        out.push(
          `── ${name}`,
          statement.text.replace(/\s+/g, ' ').trim(),
          `   values: ${JSON.stringify(statement.values)}`,
          ...plan.rows.map((r) => `   ${r['QUERY PLAN']}`),
          '',
        );
      }
    }
  } finally {
    await client.end();
  }
  return out.join('\n');
}
