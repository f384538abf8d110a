// The Node floor of an operation (node-floor.ts starts it): node:http and node-postgres running the
// very statements one request of ours sent, and nothing else — no routing, no token logic, no
// validation, no mapping. What it answers is what Node itself can do with that SQL on this machine,
// so the bench can say how much of the gap to pgbench is ours and how much is Node's.
// Plain JavaScript: the server it stands beside runs built JavaScript too.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const { url, statements, id, connections, port } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({ connectionString: url, max: connections });

async function answer(path) {
  // the request names its record as ours did: the captured id gives way to the one asked for
  const asked = id === undefined ? undefined : path.match(/\/(\d+)(?:\?|$)/)?.[1];
  const client = await pool.connect();
  try {
    let rows = [];
    for (const [i, statement] of statements.entries()) {
      const values = statement.values.map((v) => (asked !== undefined && v === id ? asked : v));
      // as ours went: a statement with no values as a simple query (begin, commit), a named one
      // prepared once, an unnamed one planned for its values (a search, whose pattern picks the index;
      // prepared, its generic plan read a 100 000 clients' index whole for one phone: 22 req/s)
      const result = !values.length
        ? await client.query(statement.text)
        : statement.named
          ? await client.query({ name: `floor_${i}`, text: statement.text, values })
          : await client.query(statement.text, values);
      if (result.rows?.length) rows = result.rows;
    }
    return rows;
  } finally {
    client.release();
  }
}

http
  .createServer((req, res) => {
    answer(req.url ?? '/').then(
      (rows) => {
        const text = JSON.stringify({ data: rows });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error?.message ?? error));
      },
    );
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
