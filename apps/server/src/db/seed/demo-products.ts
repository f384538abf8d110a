import { ean13, slugify } from '@kramar/contract';
import { type DemoLine, demoLines } from './demo-lines.ts';
import type { PictureSpec } from './demo-pictures.ts';
import { specs } from './demo-specs.ts';
import { type SetMember, type ValueRow, valueRows } from './demo-values.ts';

/**
 * The demo catalogue's products as plain rows, worked out from demo-lines.ts with a seeded
 * generator: the same shop on every first start. Names read «Смартфон Samsung Galaxy A56 8/256 ГБ
 * Чорний»; the attribute values, the colour and the picture agree with the name; prices sit in the
 * category's range, an old price above the price; stock and availability agree; EAN-13 codes carry
 * their checksum; SKUs and slugs are unique.
 */

export interface DemoContext {
  /** Leaf category id by its title. */
  leaves: ReadonlyMap<string, number>;
  sets: ReadonlyMap<number, readonly SetMember[]>;
  /** By lower-cased name. */
  brands: ReadonlyMap<string, number>;
  colors: ReadonlyMap<string, { id: number; hex: string }>;
  labels: ReadonlyMap<string, number>;
}

export interface DemoProduct {
  name: string;
  slug: string;
  sku: string;
  ean: string;
  category: number;
  leaf: string;
  brand: number | null;
  brandName: string;
  color: number | null;
  availability: string;
  status: 'published' | 'draft';
  price: number;
  old_price: number | null;
  quantity: number;
  warranty_months: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  short_description: string;
  description: string;
  meta_title: string;
  labels: number[];
  values: ValueRow[];
  pictures: PictureSpec[];
}

/** mulberry32: small, fast and the same everywhere. */
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

/** A shop's price: 12 999 ₴ rather than 12 964 ₴, in kopecks. */
const shopPrice = (hryvnias: number): number =>
  (hryvnias < 1000 ? Math.round(hryvnias / 10) * 10 - 1 : Math.round(hryvnias / 100) * 100 - 1) * 100;

const ukrainianBrands = new Set(['2E', 'Vinga', 'Gelius', 'Ajax', 'Kivi']);

/** How many products each leaf gets, `total` in all. */
function leafCounts(total: number): { line: DemoLine; leaf: string; count: number }[] {
  const leaves = demoLines.flatMap((line) =>
    line.leaves.map((leaf) => ({ line, leaf, weight: (line.share ?? 1) / line.leaves.length ** 0.5 })),
  );
  const sum = leaves.reduce((s, l) => s + l.weight, 0);
  const counted = leaves.map((l) => ({ line: l.line, leaf: l.leaf, count: Math.floor((total * l.weight) / sum) }));
  // the rounding's remainder goes to the first leaves, one each
  for (let i = 0, left = total - counted.reduce((s, l) => s + l.count, 0); left > 0; i++, left--) {
    const l = counted[i % counted.length];
    if (l) l.count += 1;
  }
  return counted;
}

export interface Options {
  total: number;
  seed: number;
  skuPrefix: string;
  eanPrefix: string;
}

export function demoProducts(ctx: DemoContext, opts: Options): DemoProduct[] {
  const rnd = seededRandom(opts.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const between = (min: number, max: number) => min + rnd() * (max - min);
  const names = new Set<string>();
  const slugs = new Set<string>();
  const eans = new Set<string>();
  const labelIds = [...ctx.labels.entries()];
  const out: DemoProduct[] = [];
  for (const { line, leaf, count } of leafCounts(opts.total)) {
    const category = ctx.leaves.get(leaf);
    if (category === undefined) throw new Error(`The demo products name an unknown category: ${leaf}`);
    const set = ctx.sets.get(category) ?? [];
    for (let n = 0; n < count; n++) {
      let name = '';
      let made: { brand: string; series: string; model: string; spec: ReturnType<(typeof specs)['plain']> } | undefined;
      // a few tries for a name of its own; the slug stays unique even when they all clash
      for (let attempt = 0; attempt < 6 && (!made || names.has(name)); attempt++) {
        const [brand = '', series = '', models = ''] = pick(line.lines).split('|');
        const model = pick(models.split(',').map((m) => m.trim()));
        const spec = specs[line.spec]({ brand, model: `${series} ${model}`.trim(), leaf, pick });
        made = { brand, series, model, spec };
        name = [line.noun, brand, series, model, spec.suffix].filter(Boolean).join(' ');
      }
      if (!made) continue;
      names.add(name);
      const { brand, series, model, spec } = made;
      let slug = slugify(name, 240);
      for (let k = 2; slugs.has(slug); k++) slug = `${slugify(name, 230)}-${k}`;
      slugs.add(slug);
      let ean = '';
      do ean = ean13(`${opts.eanPrefix}${String(Math.floor(rnd() * 1e9)).padStart(12 - opts.eanPrefix.length, '0')}`);
      while (eans.has(ean));
      eans.add(ean);

      const [low, high] = line.price;
      const price = shopPrice(Math.exp(between(Math.log(low), Math.log(high))));
      const oldPrice = rnd() < 0.22 ? Math.max(price + 100_00, shopPrice((price / 100) * between(1.1, 1.35))) : null;
      const quantity = rnd() < 0.17 ? 0 : 1 + Math.floor(rnd() ** 2 * 80);
      const availability =
        quantity > 0 ? 'in_stock' : pick(['out_of_stock', 'out_of_stock', 'to_order', 'expected', 'discontinued']);
      const warranty = line.warranty ?? pick([12, 12, 24, 36]);
      const weight = Number(between(line.weight[0], line.weight[1]).toFixed(3));
      const side = Math.cbrt(weight) * 18;
      const colour = spec.colour ? ctx.colors.get(spec.colour.toLowerCase()) : undefined;
      const values = valueRows(set, { ...spec.values, warranty }, rnd);
      const labels = labelIds
        .filter(([title]) => title !== 'українське виробництво' || ukrainianBrands.has(brand))
        .filter(() => rnd() < 0.07)
        .slice(0, 2)
        .map(([, id]) => id);
      const title = `${brand} ${series} ${model}`.replace(/\s+/g, ' ').trim();
      const pictures: PictureSpec[] = [];
      if (rnd() < 0.88) {
        const hex = colour?.hex ?? pick(['#1f4e9c', '#3a7d44', '#6a4c93', '#8a8d91', '#c62828', '#ef7d22']);
        const initials = `${brand[0] ?? ''}${(series || model)[0] ?? ''}`;
        pictures.push({ initials, model, hex });
        if (rnd() < 0.1) pictures.push({ initials, model, hex, variant: true });
      }
      const short = `${line.noun} ${title}${spec.suffix ? `, ${spec.suffix}` : ''}. ${warranty ? `Офіційна гарантія ${warranty} міс.` : 'Гарантія виробника.'}`;
      out.push({
        name,
        slug,
        sku: `${opts.skuPrefix}-${String(out.length + 1).padStart(5, '0')}`,
        ean,
        category,
        leaf,
        brand: ctx.brands.get(brand.toLowerCase()) ?? null,
        brandName: brand,
        color: colour?.id ?? null,
        availability,
        status: rnd() < 0.93 ? 'published' : 'draft',
        price,
        old_price: oldPrice,
        quantity,
        warranty_months: warranty,
        weight,
        length: Number((side * between(1, 1.6)).toFixed(1)),
        width: Number((side * between(0.6, 1)).toFixed(1)),
        height: Number((side * between(0.15, 0.8)).toFixed(1)),
        short_description: short,
        description: descriptionHtml(title, line.noun, short, set, values),
        meta_title: metaTitle(name),
        labels,
        values,
        pictures,
      });
    }
  }
  return out;
}

/** A search result's title: at most 70 characters (the field's limit), cut between words. */
export function metaTitle(name: string): string {
  const full = `${name} — купити`;
  if (full.length <= 70) return full;
  return name.length <= 70 ? name : `${name.slice(0, 69).replace(/\s+\S*$/, '')}…`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A short description and the filled characteristics as a list, the way a shop's card shows them. */
function descriptionHtml(
  title: string,
  noun: string,
  short: string,
  set: readonly SetMember[],
  rows: readonly ValueRow[],
) {
  const byId = new Map(set.map((m) => [m.attribute, m]));
  const lines = new Map<number, string[]>();
  for (const row of rows) {
    const member = byId.get(row.attribute);
    if (!member) continue;
    const shown =
      row.value !== null
        ? (member.values.find((v) => v.id === row.value)?.title ?? '')
        : row.number !== null
          ? `${String(row.number).replace('.', ',')}${member.unit ? ` ${member.unit}` : ''}`
          : (row.text ?? (row.flag ? 'так' : 'ні'));
    lines.set(row.attribute, [...(lines.get(row.attribute) ?? []), shown]);
  }
  const items = [...lines]
    .slice(0, 8)
    .map(([id, shown]) => `<li>${escapeHtml(byId.get(id)?.title ?? '')}: ${escapeHtml(shown.join(', '))}</li>`);
  return `<p>${escapeHtml(short)}</p><p>${escapeHtml(noun)} ${escapeHtml(title)} — головне:</p><ul>${items.join('')}</ul>`;
}
