import { apiMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Sign-in limits (OWASP ASVS 5.0 §6.1.1, §6.3.1: slow password guessing down without letting
 * anyone lock a user out).
 * - One account from one address: 5 tries a minute, then 429 for that pair only.
 * - One address, whatever the accounts: 10 tries a minute (spraying one password over many
 *   accounts; still room for an office behind one NAT).
 * - One account from everywhere: counted for an hour. Past 10 tries the account is under attack,
 *   and an address that already tried it this hour must wait a delay that doubles with every
 *   further try on the account (1 s, 2 s, 4 s … at most 15 minutes) since its own last try.
 *   An address that has not tried it yet still gets its password checked: the owner signs in
 *   from another address while someone hammers from one, and a botnet gets one guess per
 *   address per delay instead of a free run.
 * Every try is counted before the password is checked, by upserts that increment and answer
 * (row locks serialise them), so parallel tries are counted one by one: no more than the limit
 * is ever checked. Tries refused for the pair or the delay count too; they only lengthen the
 * waits of whoever sends them.
 */
export const limits = {
  pairPerMinute: 5,
  addressPerMinute: 10,
  accountPerHourBeforeDelays: 10,
  maxDelaySeconds: 15 * 60,
} as const;

export interface LimitKeys {
  account: string;
  address: string;
  pairMinute: string;
  pairHour: string;
}

/**
 * The address as the limits count it. IPv6 gives a whole /64 to one subscriber, who could
 * otherwise take a fresh address for every guess: its first 64 bits are the address.
 */
export function limitedAddress(ip: string): string {
  const plain = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

// every statement takes its row locks in the order of these prefixes, so none waits on another in a cycle
export function limitKeys(email: string, ip: string): LimitKeys {
  const address = limitedAddress(ip);
  return {
    account: `a:${email}`,
    address: `b:${address}`,
    pairMinute: `c:${email} ${address}`,
    pairHour: `d:${email} ${address}`,
  };
}

interface CountRow {
  key: string;
  attempts: number;
  window_left: number;
  since_previous: number | null;
}

/** One upsert that counts a try on each key (row locks taken in the order given) and answers the counts. */
async function count(db: Db, entries: [key: string, windowSeconds: number][]): Promise<CountRow[]> {
  const values = sql.join(
    entries.map(([key, seconds]) => sql`(${key}, ${seconds}::int, 1)`),
    sql`, `,
  );
  const expired = sql`a.window_start <= now() - a.window_seconds * interval '1 second'`;
  const rows = await queryRows<CountRow>(
    db,
    sql`insert into auth_attempts as a (key, window_seconds, attempts) values ${values}
        on conflict (key) do update set
          attempts = case when ${expired} then 1 else a.attempts + 1 end,
          window_start = case when ${expired} then now() else a.window_start end,
          previous_at = a.last_at,
          last_at = now()
        returning key, attempts,
          extract(epoch from window_start + window_seconds * interval '1 second' - now())::float8 as window_left,
          extract(epoch from now() - previous_at)::float8 as since_previous`,
  );
  return entries.map(([key]) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`sign-in limits: no count for ${key}`);
    return row;
  });
}

const seconds = (wait: number): number => (wait > 0 ? Math.ceil(wait) : 0);

/**
 * One use of another public form (a dealer's application, a reset link) from an address, counted
 * like sign-in tries: how many seconds to wait once `perHour` is spent, else 0.
 */
export async function countFormAttempt(db: Db, form: string, ip: string, perHour: number): Promise<number> {
  const [row] = await count(db, [[`f:${form} ${limitedAddress(ip)}`, 3600]]);
  return row && row.attempts > perHour ? seconds(row.window_left) : 0;
}

/** One use of a public form for one e-mail address, from anywhere: seconds to wait once `perHour` is spent, else 0. */
export async function countEmailAttempt(db: Db, form: string, email: string, perHour: number): Promise<number> {
  const [row] = await count(db, [[`e:${form} ${email}`, 3600]]);
  return row && row.attempts > perHour ? seconds(row.window_left) : 0;
}

/** Counts one try; answers how many seconds to wait, or 0 when the password may be checked. */
export async function countAttempt(db: Db, keys: LimitKeys): Promise<number> {
  // the address first: a refused address writes nothing more, so a flood of made-up e-mails
  // from one address cannot fill the table
  const [address] = await count(db, [[keys.address, 60]]);
  if (address && address.attempts > limits.addressPerMinute) return seconds(address.window_left);
  const [account, pairMinute, pairHour] = await count(db, [
    [keys.account, 3600],
    [keys.pairMinute, 60],
    [keys.pairHour, 3600],
  ]);
  if (!account || !pairMinute || !pairHour) return 0;
  const waits = [0];
  if (pairMinute.attempts > limits.pairPerMinute) waits.push(pairMinute.window_left);
  const earlierOnAccount = account.attempts - 1;
  const triedFromHere = pairHour.attempts > 1 && pairHour.since_previous !== null;
  if (earlierOnAccount >= limits.accountPerHourBeforeDelays && triedFromHere) {
    const delay = Math.min(2 ** (earlierOnAccount - limits.accountPerHourBeforeDelays), limits.maxDelaySeconds);
    waits.push(delay - (pairHour.since_previous ?? 0));
  }
  return seconds(Math.max(...waits));
}

/**
 * A correct password: that pair starts afresh, and the try is taken back from the address and
 * the account (it was no guess). One row per statement, so no lock is taken out of order.
 */
export async function forgetAttempt(db: Db, keys: LimitKeys): Promise<void> {
  for (const key of [keys.account, keys.address]) {
    await db.execute(sql`update auth_attempts set attempts = greatest(attempts - 1, 0) where key = ${key}`);
  }
  for (const key of [keys.pairMinute, keys.pairHour]) {
    await db.execute(sql`delete from auth_attempts where key = ${key}`);
  }
}

/** Counters whose window has passed say nothing any more. */
export async function purgeStaleAttempts(db: Db): Promise<void> {
  await db.execute(sql`delete from auth_attempts where window_start <= now() - window_seconds * interval '1 second'`);
}

/** The answer to a try made too soon: when to come back, in the words sign-in uses (a password or a code). */
export const tooSoon = (reply: FastifyReply, wait: number): FastifyReply =>
  reply
    .status(429)
    .header('retry-after', String(wait))
    .send({ message: wait > 60 ? apiMessages.tooManyAttemptsLater : apiMessages.tooManyAttempts });

/**
 * One guess at a secret once signed in (the password asked again, a code to turn 2FA off): the
 * same limits, and the same budget, as signing in to that account from that address, so a stolen
 * session cannot guess the password faster than the sign-in form. True when `check` says right.
 */
export async function limitedGuess(reply: FastifyReply, db: Db, email: string, check: () => Promise<boolean>) {
  const keys = limitKeys(email.toLowerCase(), reply.request.ip);
  const wait = await countAttempt(db, keys);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new AppError(429, wait > 60 ? apiMessages.tooManyAttemptsLater : apiMessages.tooManyAttempts);
  }
  const right = await check();
  if (right) await forgetAttempt(db, keys);
  return right;
}
