import type { Field, ResourceDef } from '@kramar/contract';

/**
 * Rows for the redirects table, one value per declared field. The values look like a real
 * electronics shop's moved addresses, so the trigram index and the planner see realistic
 * selectivity (about one path in fourteen mentions an iPhone, most codes are 301).
 */

/** mulberry32: a seeded generator, so two runs measure the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const catalog: Record<string, string[]> = {
  phones: [
    'apple-iphone-15',
    'apple-iphone-14',
    'apple-iphone-13-mini',
    'samsung-galaxy-s24',
    'samsung-galaxy-a55',
    'xiaomi-redmi-note-13',
    'xiaomi-14t',
    'google-pixel-8',
    'motorola-edge-50',
    'nokia-g42',
  ],
  laptops: [
    'apple-macbook-air-13-m2',
    'apple-macbook-pro-14-m3',
    'lenovo-thinkpad-e14',
    'lenovo-ideapad-slim-5',
    'asus-vivobook-15',
    'hp-pavilion-15',
    'acer-aspire-7',
    'dell-latitude-5540',
  ],
  tablets: ['apple-ipad-air-11', 'samsung-galaxy-tab-s9', 'lenovo-tab-p12', 'xiaomi-pad-6'],
  tvs: ['samsung-ue55cu7100', 'lg-oled55c3', 'sony-bravia-xr-65', 'philips-50pus8508', 'tcl-55c745'],
  headphones: ['apple-airpods-pro-2', 'sony-wh-1000xm5', 'jbl-tune-520bt', 'marshall-major-iv'],
  'smart-watches': ['apple-watch-series-9', 'samsung-galaxy-watch6', 'garmin-forerunner-265'],
  appliances: ['bosch-serie-4-wan28263ua', 'samsung-ww90t534daw', 'philips-hd9252-airfryer'],
};
const variants = ['64gb', '128gb', '256gb', '512gb', '8-256gb', '16-512gb', '55-inch', 'wifi', 'lte'];
const colours = ['black', 'white', 'blue', 'midnight', 'silver', 'graphite', 'green', 'pink'];
const sections = ['news', 'actions', 'brands', 'pages'];
const hosts = ['https://kramar.example', 'https://sale.kramar.example', 'https://blog.kramar.example'];

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

function productPath(rnd: () => number, withId: number | null): string {
  const category = pick(rnd, Object.keys(catalog));
  const model = pick(rnd, catalog[category] ?? []);
  const tail = withId === null ? '' : `-${withId}`;
  return `/catalog/${category}/${model}-${pick(rnd, variants)}-${pick(rnd, colours)}${tail}`;
}

/** An old address: mostly old product pages, some retired news and promo pages; `n` keeps it unique. */
function oldPath(rnd: () => number, n: number): string {
  if (rnd() < 0.85) return productPath(rnd, n);
  return `/${pick(rnd, sections)}/${pick(rnd, colours)}-${pick(rnd, variants)}-${n}`;
}

/** Where it goes now: a product, its category, or a full address elsewhere. */
function newTarget(rnd: () => number): string {
  const r = rnd();
  if (r < 0.6) return productPath(rnd, null);
  if (r < 0.85) return `/catalog/${pick(rnd, Object.keys(catalog))}`;
  return `${pick(rnd, hosts)}${productPath(rnd, null)}`;
}

type Maker = (rnd: () => number, n: number) => string;

/** One value maker per field; a field the bench cannot fill stops it, rather than seeding nonsense. */
function makerFor(name: string, field: Field): Maker {
  switch (field.kind) {
    case 'path':
      return oldPath;
    case 'text':
    case 'url':
      return (rnd) => newTarget(rnd);
    case 'enum':
    case 'status': {
      // the first option (the usual one, e.g. 301) on seven rows in ten, the rest share the remainder
      const [first, ...rest] = field.options;
      if (first === undefined) throw new Error(`field ${name} has no options`);
      return (rnd) => (rest.length === 0 || rnd() < 0.7 ? first : pick(rnd, rest));
    }
    default:
      throw new Error(`the bench does not know how to fill field "${name}" of kind "${field.kind}"`);
  }
}

export interface RowBatch {
  /** Column name → one value per row, in row order. */
  columns: Record<string, string[]>;
  size: number;
}

/** Rows `from`..`from + size - 1` of the data set; `created_at` spreads over three years. */
export function redirectRows(resource: ResourceDef, from: number, size: number, now = Date.now()): RowBatch {
  const rnd = seededRandom(from + 1);
  const makers = Object.entries(resource.fields).map(([name, field]) => [name, makerFor(name, field)] as const);
  const columns: Record<string, string[]> = { created_at: [], updated_at: [] };
  for (const [name] of makers) columns[name] = [];
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  for (let i = 0; i < size; i += 1) {
    const n = from + i;
    for (const [name, make] of makers) columns[name]?.push(make(rnd, n));
    const created = now - Math.floor(rnd() * threeYears);
    columns.created_at?.push(new Date(created).toISOString());
    columns.updated_at?.push(new Date(created + Math.floor(rnd() * (now - created))).toISOString());
  }
  return { columns, size };
}

/** A value for `field` in an update: a fresh target, another code… */
export function updateValue(resource: ResourceDef, field: string, n: number): string {
  const declared = resource.fields[field];
  if (!declared) throw new Error(`${resource.name} has no field ${field}`);
  return makerFor(field, declared)(seededRandom(n), n);
}
