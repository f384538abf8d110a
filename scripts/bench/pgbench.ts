import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CapturedQuery } from './sql-capture.ts';

/**
 * A value as a pgbench-safe SQL literal. pgbench reads `:name` as a variable even inside quotes,
 * so colons (times, URLs, JSON) are written as escapes of an E'' string, as are control characters.
 */
export function pgbenchLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  let escaped = '';
  for (const c of value) {
    const code = c.charCodeAt(0);
    if (c === '\\') escaped += '\\\\';
    else if (c === "'") escaped += "\\'";
    else if (c === ':' || code < 0x20) escaped += `\\x${code.toString(16).padStart(2, '0')}`;
    else escaped += c;
  }
  return `E'${escaped}'`;
}

/**
 * A statement's own quoted literals with their colons escaped: pgbench takes `:MI` in
 * `to_char(…, 'HH24:MI')` for a variable, and with `-M prepared` an undefined one aborts the run.
 * A colon in a plain literal makes it an E'' string; in an E'' string it becomes `\x3a`.
 */
export function escapeLiteralColons(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === "'") {
      const escapes = /[eE]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i - 2] ?? '');
      let body = '';
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text[j] as string;
        if (escapes && d === '\\') {
          body += text[j + 1] === ':' ? '\\x3a' : `${d}${text[j + 1] ?? ''}`;
          j++;
        } else if (d === "'" && text[j + 1] === "'") {
          body += "''";
          j++;
        } else if (d === "'") break;
        else body += d === ':' && escapes ? '\\x3a' : d;
      }
      const literal = text.slice(i, j + 1);
      if (escapes || !body.includes(':')) out += escapes ? `'${body}'` : literal;
      else out += pgbenchLiteral(body.replaceAll("''", "'"));
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * The statements of one request as a pgbench script: every `$n` becomes its literal value, except
 * a value equal to `id` (the record the request asked for), which becomes a random id from
 * `ids` on every run, as the bench's own requests ask for random records.
 */
export function pgbenchScript(statements: CapturedQuery[], id?: { value: string; min: number; max: number }): string {
  const lines: string[] = [];
  let usesId = false;
  for (const statement of statements) {
    const text = escapeLiteralColons(statement.text).replace(/\$(\d+)/g, (whole, n: string) => {
      const value = statement.values[Number(n) - 1];
      if (value === undefined) return whole;
      if (id && value === id.value) {
        usesId = true;
        return ':id';
      }
      return pgbenchLiteral(value);
    });
    lines.push(`${text.trim().replace(/;\s*$/, '')};`);
  }
  if (usesId && id) lines.unshift(`\\set id random(${id.min}, ${id.max})`);
  return `${lines.join('\n')}\n`;
}

export interface PgbenchResult {
  tps: number;
  failed?: string;
}

/** `pgbench -n -c N -j 2 -T seconds -M prepared -f script` against the database at `url`. */
export async function runPgbench(opts: {
  url: string;
  script: string;
  dir: string;
  name: string;
  clients: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const file = path.join(opts.dir, `${opts.name.replace(/[^a-z0-9]+/gi, '-')}.sql`);
  writeFileSync(file, opts.script);
  const url = new URL(opts.url);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
  };
  const args = ['-n', '-c', String(opts.clients), '-j', '2', '-T', String(opts.seconds), '-M', 'prepared', '-f', file];
  const bin = process.env.PGBENCH ?? '/usr/bin/pgbench';
  const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? Number.NaN);
  if (code !== 0 || Number.isNaN(tps)) {
    return {
      tps: Number.NaN,
      failed: `pgbench ${args.join(' ')} (${code}): ${out.trim().split('\n').slice(-3).join(' | ')}`,
    };
  }
  return { tps };
}
