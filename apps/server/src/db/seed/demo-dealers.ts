import { randomBytes } from 'node:crypto';
import { edrpouCheckDigit } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { insertAccount } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { type Db, queryRows } from '../client.ts';
import { seedDemoDealerTrade } from './demo-dealer-orders.ts';
import { cities } from './demo-people.ts';
import { seedDemoPriceGroups } from './demo-price-groups.ts';
import { insertRows, insertRowsNoId } from './demo-seed.ts';

/**
 * The demo shop's dealers on first start: 40 companies in every status (most approved, applications
 * waiting, some rejected or blocked with their reason), each with its principal, the approved and
 * blocked ones with workspaces at their price group and managers acting for one workspace each.
 * Every demo dealer person shares one generated password, printed once beside the first approved
 * principal's e-mail (main.ts), so a first start can be signed into as a dealer at once. Their
 * orders, drafts and order lists follow (demo-dealer-orders.ts).
 */

export const demoDealerSize = { companies: 40 } as const;

const names = [
  'Електросвіт',
  'Техномаркет',
  'Вектор-Трейд',
  'Оптима Дистрибуція',
  'Дніпро-Електро',
  'Карпати Техно',
  'Поділля Сервіс',
  'Слобожанська Техніка',
  'Чорноморський Дім',
  'Полісся Постач',
  'Галицький Гуртовик',
  'Буковина Електро',
];
const latin = ['elektrosvit', 'tekhnomarket', 'vector', 'optima', 'dnipro', 'karpaty', 'podillia', 'sloboda'];
const forms = ['ТОВ', 'ПП', 'ФОП'] as const;
const people = ['Олена Коваль', 'Андрій Шевчук', 'Ірина Бондар', 'Тарас Мельник', 'Наталія Ткач', 'Олег Кравець'];

type Status = 'approved' | 'pending' | 'rejected' | 'blocked';
/** 24 approved, 8 waiting, 4 rejected, 4 blocked. */
const statusOf = (i: number): Status => (i < 24 ? 'approved' : i < 32 ? 'pending' : i < 36 ? 'rejected' : 'blocked');
const reasons: Partial<Record<Status, string>> = {
  rejected: 'Не вдалося підтвердити реєстраційні дані компанії.',
  blocked: 'Прострочена оплата двох замовлень.',
};

/** A valid EDRPOU from a number: seven digits and their check digit. */
function edrpou(n: number): string {
  const first7 = String(3_100_000 + n * 7_919).padStart(7, '0');
  return `${first7}${edrpouCheckDigit(`${first7}0`)}`;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export interface DemoDealerSignIn {
  email: string;
  password: string;
}

/** Writes the dealers (and the price groups they buy at) when there are none; the sign-in to print, or null. */
export async function seedDemoDealers(db: Db): Promise<DemoDealerSignIn | null> {
  if ((await queryRows(db, sql`select 1 from dealers limit 1`)).length) return null;
  await seedDemoPriceGroups(db);
  const groups = (await queryRows<{ id: unknown }>(db, sql`select id from price_groups order by id`)).map((r) =>
    Number(r.id),
  );
  const [owner] = await queryRows<{ id: unknown }>(db, sql`select id from admin_users where owner order by id limit 1`);
  const companies = Array.from({ length: demoDealerSize.companies }, (_, i) => {
    const status = statusOf(i);
    const name = `${forms[i % forms.length]} «${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}»`;
    const city = cities[i % cities.length] ?? { city: 'Київ', streets: ['вул. Хрещатик'] };
    return {
      i,
      status,
      name,
      city,
      email: `info${i + 1}@${latin[i % latin.length]}.com.ua`,
      // the everyday lists for most, the partners' list for a few (the spring one is a workspace's)
      group: status === 'approved' || status === 'blocked' ? groups[i % 5 === 0 ? 2 : i % 2] : undefined,
    };
  });
  const ids = await insertRows(
    db,
    'dealers',
    [
      'legal_name',
      'edrpou',
      'legal_address',
      'contact_person',
      'phone',
      'email',
      'manager_id',
      'status',
      'decision_reason',
      'price_group_id',
      'created_at',
      'decided_at',
    ],
    companies.map((c): SQL[] => [
      sql`${c.name}`,
      sql`${edrpou(c.i)}`,
      sql`${`м. ${c.city.city}, ${c.city.streets[0]}, ${10 + c.i}`}`,
      sql`${people[c.i % people.length]}`,
      sql`${`+38067${String(4_100_000 + c.i * 37).padStart(7, '0')}`}`,
      sql`${c.email}`,
      sql`${c.status === 'pending' ? null : Number(owner?.id)}`,
      sql`${c.status}`,
      sql`${reasons[c.status] ?? null}`,
      sql`${c.group ?? null}`,
      sql`${daysAgo(400 - c.i * 9)}::timestamptz`,
      c.status === 'pending' ? sql`null` : sql`${daysAgo(390 - c.i * 9)}::timestamptz`,
    ]),
  );
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const links: SQL[][] = [];
  let signIn: DemoDealerSignIn | null = null;
  for (const c of companies) {
    const dealerId = ids[c.i] as number;
    const principal = { name: people[c.i % people.length] ?? 'Олена Коваль', email: c.email, passwordHash };
    await insertAccount(db, { ...principal, dealer: { id: dealerId, kind: 'principal', jobTitle: 'Директор' } });
    if (c.status === 'approved' && !signIn) signIn = { email: c.email, password };
    if (c.status !== 'approved' && c.status !== 'blocked') continue;
    const count = 1 + (c.i % 3);
    const workspaceIds = await insertRows(
      db,
      'dealer_workspaces',
      ['dealer_id', 'name', 'city', 'street', 'delivery_method', 'np_branch', 'phone', 'price_group_id'],
      Array.from({ length: count }, (_, w): SQL[] => {
        const city = cities[(c.i + w) % cities.length] ?? c.city;
        return [
          sql`${dealerId}`,
          sql`${`${['Магазин', 'Склад', 'Філія'][w]} у м. ${city.city}`}`,
          sql`${city.city}`,
          sql`${`${city.streets[w % city.streets.length]}, ${5 + w}`}`,
          sql`${w === 1 ? 'pickup' : 'np_branch'}`,
          sql`${w === 1 ? null : `Відділення №${(c.i % 40) + 1}`}`,
          sql`${`+38050${String(6_200_000 + c.i * 10 + w).padStart(7, '0')}`}`,
          // a company's third workspace buys at the spring list while it lasts
          sql`${w === 2 ? (groups[3] ?? null) : (c.group ?? null)}`,
        ];
      }),
    );
    for (const [w, workspace] of workspaceIds.entries()) {
      if (w === 0 && c.i % 2 === 1) continue;
      const manager = await insertAccount(db, {
        name: people[(c.i + w + 1) % people.length] ?? 'Іван Мельник',
        email: `manager${w + 1}.${c.i + 1}@${latin[c.i % latin.length]}.com.ua`,
        passwordHash,
        dealer: { id: dealerId, kind: 'manager', jobTitle: 'Менеджер із закупівель' },
      });
      links.push([sql`${manager}`, sql`${workspace}`]);
    }
  }
  await insertRowsNoId(db, 'dealer_manager_workspaces', ['account_id', 'workspace_id'], links);
  await seedDemoDealerTrade(db);
  return signIn;
}
