import type { ResourceDef } from '@kramar/contract';
import { seededRandom } from '../../apps/server/src/db/seed/demo-products.ts';

// the same seeded generator as the demo shop's, so two runs send the same updates
export { seededRandom };

/**
 * The redirects data set as one SQL statement (INSERT … SELECT FROM generate_series), so a million
 * rows seed in seconds on PostgreSQL and PGlite alike. Values look like a real electronics shop's
 * moved addresses; every choice is a hash of the row number, so every run seeds the same rows.
 * The searched word ("iphone") is in 7.4 % of the rows, as in the measurement
 * (74 000 of a million): in their old address, their target, or both.
 */

export const searchWord = 'iphone';
export const searchShare = 0.074;

const iphones = ['apple-iphone-15', 'apple-iphone-14', 'apple-iphone-13-mini'];
const catalog: Record<string, string[]> = {
  phones: ['samsung-galaxy-s24', 'samsung-galaxy-a55', 'xiaomi-redmi-note-13', 'xiaomi-14t', 'google-pixel-8'],
  laptops: ['apple-macbook-air-13-m2', 'apple-macbook-pro-14-m3', 'lenovo-thinkpad-e14', 'asus-vivobook-15'],
  tablets: ['apple-ipad-air-11', 'samsung-galaxy-tab-s9', 'lenovo-tab-p12', 'xiaomi-pad-6'],
  tvs: ['samsung-ue55cu7100', 'lg-oled55c3', 'sony-bravia-xr-65', 'philips-50pus8508', 'tcl-55c745'],
  headphones: ['apple-airpods-pro-2', 'sony-wh-1000xm5', 'jbl-tune-520bt', 'marshall-major-iv'],
  'smart-watches': ['apple-watch-series-9', 'samsung-galaxy-watch6', 'garmin-forerunner-265'],
  appliances: ['bosch-serie-4-wan28263ua', 'samsung-ww90t534daw', 'philips-hd9252-airfryer'],
};
const products = Object.entries(catalog).flatMap(([category, models]) => models.map((m) => `${category}/${m}`));
const variants = ['64gb', '128gb', '256gb', '512gb', '8-256gb', '16-512gb', '55-inch', 'wifi', 'lte'];
const colours = ['black', 'white', 'blue', 'midnight', 'silver', 'graphite', 'green', 'pink'];
const sections = ['news', 'actions', 'brands', 'pages'];
const hosts = ['https://kramar.example', 'https://sale.kramar.example', 'https://blog.kramar.example'];

const literal = (s: string): string => `'${s.replaceAll("'", "''")}'`;
/** A fraction in [0, 1) from the row number and a salt: the same for the same row on every run. */
const f = (salt: number): string => `((hashint8extended(n, ${salt}) & 1048575)::float8 / 1048576)`;
const pick = (items: readonly string[], salt: number): string =>
  `(array[${items.map(literal).join(',')}])[1 + floor(${f(salt)} * ${items.length})::int]`;
const tail = (salt: number) => `'-' || ${pick(variants, salt)} || '-' || ${pick(colours, salt + 1)}`;

/** The columns the statement fills, and the statement; `$1` is the number of rows. */
export function seedStatement(resource: ResourceDef): { columns: string[]; text: string } {
  const known = ['from_path', 'target', 'code'];
  const unknown = Object.keys(resource.fields).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`the bench does not know how to fill ${resource.name}.${unknown.join(', ')}`);
  const code = resource.fields.code;
  if (code?.kind !== 'enum' || !code.options[0]) throw new Error(`${resource.name}.code is not an enum`);
  const [usual, ...rest] = code.options;

  const hit = `${f(1)} < ${searchShare}`;
  // a searched row mentions an iPhone in its old address only, its target only, or both (2:1:1)
  const oldMentions = `(${f(2)} < 0.75)`;
  const newMentions = `(not ${oldMentions} or ${f(3)} < 0.33)`;
  const iphone = (salt: number) => `'/catalog/phones/' || ${pick(iphones, salt)} || ${tail(salt + 1)}`;
  const product = (salt: number) => `'/catalog/' || ${pick(products, salt)} || ${tail(salt + 1)}`;
  const fromPath = `case
      when ${hit} and ${oldMentions} then ${iphone(10)} || '-' || n
      when ${f(4)} < 0.85 then ${product(13)} || '-' || n
      else '/' || ${pick(sections, 16)} || '/' || ${pick(colours, 17)} || '-' || ${pick(variants, 18)} || '-' || n
    end`;
  const target = `case
      when ${hit} and ${newMentions} then ${iphone(20)}
      when ${f(5)} < 0.6 then ${product(23)}
      when ${f(5)} < 0.85 then '/catalog/' || ${pick(Object.keys(catalog), 26)}
      else ${pick(hosts, 27)} || ${product(28)}
    end`;
  const codeValue = rest.length
    ? `case when ${f(6)} < 0.7 then ${literal(usual)} else ${pick(rest, 30)} end`
    : literal(usual);
  // created over three years before now, updated some time between then and now
  const text = `insert into "${resource.table}" (from_path, target, code, created_at, updated_at)
    select ${fromPath}, ${target}, ${codeValue}, created, created + (now() - created) * ${f(7)}
    from generate_series(1, $1::bigint) as n,
      lateral (select now() - interval '1 second' * floor(${f(8)} * 94608000) as created) as c`;
  return { columns: ['from_path', 'target', 'code', 'created_at', 'updated_at'], text };
}

/** A new target for an update: another product page, never one that mentions the searched word. */
export function updateTarget(n: number): string {
  const rnd = seededRandom(n);
  const at = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  return `/catalog/${at(products)}-${at(variants)}-${at(colours)}`;
}
