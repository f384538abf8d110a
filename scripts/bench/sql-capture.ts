import { createConnection, createServer, type Socket } from 'node:net';
import { onCleanup } from './cleanup.ts';

/** One statement the server sent, with the values bound to it (text; null for NULL). */
export interface CapturedQuery {
  text: string;
  values: (string | null)[];
  /** Sent as a named prepared statement (planned once, maybe generically), not an unnamed one. */
  named: boolean;
}

export interface SqlCapture {
  /** Where the server connects instead of PostgreSQL. */
  port: number;
  /** The statements seen since the last call. */
  take(): CapturedQuery[];
  close(): Promise<void>;
}

const sslRequest = 80877103;
const gssRequest = 80877104;

/**
 * Reads what a client sends to PostgreSQL (the frontend half of the wire protocol): Parse
 * remembers a statement's text, Bind gives its values, Query is a statement without values.
 * Named prepared statements are kept per connection, so a statement prepared once is still seen
 * on every run. Nothing is changed on the way through.
 */
function frontendReader(capture: (q: CapturedQuery) => void): (chunk: Buffer) => void {
  let buffer: Buffer = Buffer.alloc(0);
  let startup = true;
  const prepared = new Map<string, string>();
  const cstring = (data: Buffer, at: number): [string, number] => {
    const end = data.indexOf(0, at);
    return [data.toString('utf8', at, end), end + 1];
  };
  const onMessage = (type: string, data: Buffer) => {
    if (type === 'Q') capture({ text: cstring(data, 0)[0], values: [], named: false });
    else if (type === 'P') {
      const [name, at] = cstring(data, 0);
      prepared.set(name, cstring(data, at)[0]);
    } else if (type === 'B') {
      let at = cstring(data, 0)[1];
      const [statement, afterName] = cstring(data, at);
      at = afterName;
      const formats: number[] = [];
      const nFormats = data.readInt16BE(at);
      at += 2;
      for (let i = 0; i < nFormats; i += 1, at += 2) formats.push(data.readInt16BE(at));
      const nParams = data.readInt16BE(at);
      at += 2;
      const values: (string | null)[] = [];
      for (let i = 0; i < nParams; i += 1) {
        const length = data.readInt32BE(at);
        at += 4;
        if (length < 0) {
          values.push(null);
          continue;
        }
        const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
        const raw = data.subarray(at, at + length);
        values.push(binary ? `\\x${raw.toString('hex')}` : raw.toString('utf8'));
        at += length;
      }
      capture({
        text: prepared.get(statement) ?? `-- unknown prepared statement ${statement}`,
        values,
        named: statement !== '',
      });
    }
  };
  return (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (startup) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        startup = code === sslRequest || code === gssRequest;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      onMessage(String.fromCharCode(buffer[0] ?? 0), buffer.subarray(5, 1 + length));
      buffer = buffer.subarray(1 + length);
    }
  };
}

/** A pass-through proxy in front of the PostgreSQL server at `target` that records statements. */
export async function startSqlCapture(target: URL): Promise<SqlCapture> {
  const host = target.hostname;
  const port = Number(target.port || 5432);
  let seen: CapturedQuery[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host, port });
    sockets.add(client).add(upstream);
    const read = frontendReader((q) => seen.push(q));
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) socket.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SQL capture did not listen');
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  const forget = onCleanup('close the SQL capture', close);
  return {
    port: address.port,
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: forget,
  };
}
