import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { RetryLater, registerJobKind } from '../jobs/jobs.ts';
import { mailJobKind } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface DeliveryOptions {
  /** The wait after the first failed try; it doubles with each further one, up to an hour. */
  retryBaseMs?: number;
  /** Tries before the message is given up on (the job fails, the row keeps its last error). */
  maxAttempts?: number;
}

interface Row {
  id: number | string;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

const maxDelayMs = 3600_000;

/**
 * The `mail.send` job: sends one message of the outbox. A mail server that is down costs a try:
 * the job is queued again with a growing delay (1, 2, 4 … minutes by default), so mail waits for
 * the server and whatever queued it (a decision, an invitation) has long been committed.
 */
export function registerMailDelivery(transport: MailTransport, opts: DeliveryOptions = {}): void {
  const base = opts.retryBaseMs ?? 60_000;
  const maxAttempts = opts.maxAttempts ?? 12;
  registerJobKind<{ mail: number }, { sent: boolean }>(mailJobKind, async (params, { db }) => {
    const [m] = await queryRows<Row>(
      db,
      sql`select id, kind, to_address, subject, body, attempts from mail_outbox
          where id = ${params.mail} and sent_at is null`,
    );
    if (!m) return { sent: false };
    try {
      const via = await transport.send({ kind: m.kind, to: m.to_address, subject: m.subject, text: m.body });
      await markSent(db, m.id, via);
      return { sent: true };
    } catch (error) {
      const attempts = m.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      await db.execute(sql`update mail_outbox set attempts = ${attempts}, last_error = ${reason.slice(0, 1000)}
        where id = ${m.id}`);
      if (attempts >= maxAttempts) throw new Error(`mail ${m.id} not sent after ${attempts} tries: ${reason}`);
      throw new RetryLater(Math.min(base * 2 ** (attempts - 1), maxDelayMs), reason);
    }
  });
}

const markSent = (db: Db, id: number | string, via: string) =>
  db.execute(sql`update mail_outbox set sent_at = now(), sent_via = ${via}, attempts = attempts + 1, last_error = null
    where id = ${id}`);
