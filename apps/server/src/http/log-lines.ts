import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// a link's secret must not reach a terminal's scrollback any more than a JSON log
const secretParams = /([?&](?:token|invite|reset|code|password)=)[^&#]*/gi;

/** `GET /api/products?page=2 200 12 ms`: one line a request for people, in place of Fastify's two. */
export function registerRequestLines(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.replace(secretParams, '$1…');
    request.log.info(`${request.method} ${url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });
}

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

// Fastify's own pair of lines a request, which registerRequestLines says in one
const requestPair = new Set(['incoming request', 'request completed']);

function readable(line: string): string | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  if (entry.msg && requestPair.has(entry.msg)) return undefined;
  const at = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (levelNames[entry.level ?? 30] ?? String(entry.level)).padEnd(5);
  const error = entry.err ? `\n  ${(entry.err.stack ?? entry.err.message ?? '').replaceAll('\n', '\n  ')}` : '';
  return `${at} ${level} ${entry.msg ?? ''}${error}`;
}

/**
 * Pino's JSON lines as short lines for a person at a terminal (`LOG_FORMAT=pretty`, the default
 * when stdout is one); a log collector keeps getting JSON. Pino writes whole lines; a split one is
 * held until its end arrives all the same.
 */
export function readableLines(out: NodeJS.WritableStream): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const shown = line ? readable(line) : undefined;
        if (shown !== undefined) out.write(`${shown}\n`);
      }
      done();
    },
  });
}
