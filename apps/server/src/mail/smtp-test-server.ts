import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A letter as it arrived over SMTP, its subject and text decoded. */
export interface Arrived {
  to: string[];
  subject: string;
  text: string;
}

const decodeWords = (header: string): string =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuoted(data.replace(/_/g, ' ')),
    );

const decodeQuoted = (text: string): string => {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9a-f]{2})/gi, '%25');
  return decodeURIComponent(bytes);
};

/** Reads the plain-text message nodemailer writes: headers, then a base64 or quoted-printable body. */
export function parseLetter(raw: string, to: string[]): Arrived {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(body)
        : body;
  return { to, subject: decodeWords(header('Subject')), text: text.trim() };
}

/**
 * A real SMTP server on the loopback (no TLS, no sign-in) keeping what it receives; `port` lets
 * a test start it where a server that was down is expected to come back.
 */
export async function startSmtpServer(port = 0) {
  const letters: Arrived[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        letters.push(parseLetter(Buffer.concat(chunks).toString('utf8'), to));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    letters,
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (mail goes out on the job runner's time), or fails after `ms`. */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 50));
  }
}
