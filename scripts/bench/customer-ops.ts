import { listOp, type Operation } from './operations.ts';
import type { Run } from './seed.ts';

/**
 * The clients list as managers use it beside the orders (issue 32): newest first, the best clients
 * first, a surname typed into search, and a phone read out by a caller ("050 123 45 67", found by
 * its digits in the main phone and the extra ones). Every page is checked against what the
 * database says it holds.
 */

const perPage = 25;

export interface CustomerFacts {
  customers: number;
  /** A surname part of many clients' names. */
  surname: string;
  /** A client's main phone as a caller reads it out: "050 123 45 67". */
  spokenPhone: string;
  /** Its digits, as the search looks for them. */
  phoneDigits: string;
}

export async function customerFacts(run: Run): Promise<CustomerFacts> {
  const [row] = await run<{ n: string; surname: string; phone: string }>(
    `select (select count(*) from customers)::text as n,
            (select split_part(name, ' ', 1) from customers order by id limit 1 offset 500) as surname,
            (select phone from customers order by id limit 1 offset 1500) as phone`,
  );
  const phone = String(row?.phone);
  // +380501234567 -> 050 123 45 67
  const local = phone.slice(3);
  const spokenPhone = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}`;
  return { customers: Number(row?.n), surname: String(row?.surname), spokenPhone, phoneDigits: local };
}

// `c.id`: a bare `id` would sort the text the page is read as
const idsOf = async (run: Run, where: string, order: string, values: unknown[]): Promise<string> =>
  (
    await run<{ id: string }>(
      `select c.id::text as id from customers c ${where} order by ${order} limit ${perPage}`,
      values,
    )
  )
    .map((r) => r.id)
    .join(',');

export async function customerOperations(run: Run, facts: CustomerFacts): Promise<Operation[]> {
  const newest = 'created_at desc, c.id desc';
  const name = `%${facts.surname}%`;
  const digits = `%${facts.phoneDigits}%`;
  return [
    listOp('clients', 'clients, newest', '/api/customers', 1, await idsOf(run, '', newest, []), perPage),
    listOp(
      'best-clients',
      'clients by money spent',
      '/api/customers?sort=-total_spent',
      1,
      await idsOf(run, '', 'total_spent desc, c.id desc', []),
      perPage,
    ),
    listOp(
      'client-name',
      'clients, a surname',
      `/api/customers?search=${encodeURIComponent(facts.surname)}`,
      1,
      await idsOf(
        run,
        'where name ilike $1 or phone ilike $1 or email ilike $1 or extra_phones::text ilike $1 or extra_emails::text ilike $1',
        newest,
        [name],
      ),
      perPage,
    ),
    listOp(
      'client-phone',
      'clients, a spoken phone',
      `/api/customers?search=${encodeURIComponent(facts.spokenPhone)}`,
      1,
      await idsOf(run, 'where phone like $1 or extra_phones::text like $1', newest, [digits]),
      perPage,
    ),
  ];
}
