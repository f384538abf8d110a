import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { jobSignals } from '../jobs/jobs.ts';

/** The job kind that sends one message of the outbox (deliver.ts). */
export const mailJobKind = 'mail.send';

/** A message as written, already in words: the composers (messages.ts) make them. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** What the modules are given to send mail: the public address links start from, and the outbox. */
export interface Mail {
  /** `PUBLIC_URL`: where the back office is reached from outside, without a trailing slash. */
  publicUrl: string;
  /**
   * Writes the message and the job that sends it in `tx`, the transaction of what it tells of:
   * rolled back with it, and never sent for something that did not happen.
   */
  queue(tx: Db, message: MailMessage): Promise<void>;
}

export function createMail(publicUrl: string): Mail {
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    async queue(tx, m) {
      const [row] = await queryRows<{ id: number | string }>(
        tx,
        sql`insert into mail_outbox (kind, to_address, subject, body) values (${m.kind}, ${m.to}, ${m.subject}, ${m.text})
            returning id`,
      );
      await tx.execute(
        sql`insert into jobs (kind, params) values (${mailJobKind}, ${JSON.stringify({ mail: Number(row?.id) })}::jsonb)`,
      );
      // the runner looks now (and again at its next poll, should the transaction still be open)
      jobSignals.emit('queued', tx);
    },
  };
}
