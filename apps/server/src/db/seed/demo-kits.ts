import { itemLine, type KitItem } from '../../modules/products/kit-totals.ts';
import { type DemoProduct, seededRandom } from './demo-products.ts';

/**
 * Kits of the demo shop: a phone with its case and glass, a console with a second gamepad and a
 * game, a laptop with a mouse and a bag. Totals follow the kit rule of the products module
 * (kit-totals.ts): the product plus each item's price × quantity, each line discounted by a
 * percent or sold at a fixed unit price and rounded half up once.
 */

/** Main categories and what goes with them, by leaf title. */
const pairings: readonly [readonly string[], readonly string[]][] = [
  [
    ['Android-смартфони', 'iPhone'],
    ['Чохли', 'Захисне скло та плівки', 'Зарядні пристрої', 'TWS-навушники', 'Павербанки'],
  ],
  [
    ['Ігрові ноутбуки', 'Ультрабуки', 'Ноутбуки для навчання та роботи', 'MacBook'],
    ['Миші', 'Рюкзаки та сумки для ноутбуків', 'Зовнішні накопичувачі'],
  ],
  [
    ['PlayStation', 'Xbox', 'Nintendo Switch'],
    ['Геймпади', 'Ігрові гарнітури', 'Ігри для PlayStation', 'Ігри для Xbox', 'Ігри для Nintendo Switch'],
  ],
  [
    ['OLED-телевізори', 'QLED-телевізори', 'LED-телевізори'],
    ['Саундбари', 'Smart TV приставки'],
  ],
  [
    ['Бездзеркальні фотоапарати', 'Дзеркальні фотоапарати'],
    ['Карти пам’яті', 'Штативи та стабілізатори', 'Об’єктиви'],
  ],
];

export interface DemoKit {
  title: string;
  /** Indexes into the products. */
  product: number;
  items: (KitItem & { productIndex: number })[];
  full_total: number;
  total: number;
  position: number;
  daysFromNow: [number, number | null];
}

export function demoKits(products: readonly DemoProduct[], count: number, seed: number): DemoKit[] {
  const rnd = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const sellable = products.map((p, i) => ({ p, i })).filter(({ p }) => p.status === 'published' && p.quantity > 0);
  const inLeaves = (leaves: readonly string[]) => sellable.filter(({ p }) => leaves.includes(p.leaf));
  const kits: DemoKit[] = [];
  const used = new Set<number>();
  for (let k = 0; kits.length < count && k < count * 10; k++) {
    const [mains, extras] = pick(pairings);
    const main = pick(inLeaves(mains));
    if (!main || used.has(main.i)) continue;
    const chosen = new Map<number, DemoProduct>();
    const size = 2 + Math.floor(rnd() * 2);
    for (let t = 0; chosen.size < size && t < 20; t++) {
      const extra = pick(inLeaves(extras));
      if (extra && extra.i !== main.i) chosen.set(extra.i, extra.p);
    }
    if (chosen.size < 2) continue;
    used.add(main.i);
    const items = [...chosen].map(([productIndex, p]) => {
      const quantity = p.leaf === 'Геймпади' && rnd() < 0.5 ? 2 : 1;
      if (rnd() < 0.7) {
        return {
          productIndex,
          product: 0,
          quantity,
          discount_type: 'percent' as const,
          discount: pick([5, 10, 12.5, 15, 20, 25]),
          price: null,
        };
      }
      // a fixed price a little under the item's own, in whole hryvnias
      const price = Math.round((p.price * (0.7 + rnd() * 0.2)) / 100) * 100;
      return { productIndex, product: 0, quantity, discount_type: 'price' as const, discount: null, price };
    });
    let full = main.p.price;
    let total = main.p.price;
    for (const item of items) {
      const price = (products[item.productIndex] as DemoProduct).price;
      full += price * item.quantity;
      total += itemLine(price, item);
    }
    const short = main.p.name.split(' ').slice(1, 5).join(' ');
    kits.push({
      title: `Комплект: ${short} + ${items.length} ${items.length === 2 ? 'аксесуари' : 'аксесуари зі знижкою'}`,
      product: main.i,
      items,
      full_total: full,
      total,
      position: kits.length,
      daysFromNow:
        rnd() < 0.6 ? [-Math.floor(rnd() * 20), Math.floor(10 + rnd() * 80)] : [-Math.floor(rnd() * 60), null],
    });
  }
  return kits;
}

export const sandboxSources = [
  'Постачальник ERC: прайс-лист XLSX',
  'Постачальник Brain: XML-фід',
  'Постачальник МТІ: API',
  'Постачальник DC Link: CSV',
  'Файл імпорту: novi-nadkhodzhennia.xlsx',
  'Запропонував менеджер: Олена Коваль',
] as const;

export const sandboxNotes = [
  null,
  null,
  'Перевірити характеристики з сайту виробника',
  'Немає фото: попросити в постачальника',
  'Ціна вища, ніж у конкурентів',
] as const;
