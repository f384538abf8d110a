import * as people from './demo-people.ts';

/**
 * The demo shop's trade as plain data: customers, orders with their items and status paths,
 * callback requests and reviews. Seeded, so a start writes the same shop (the dates follow today).
 * Written by demo-orders.ts; the figures every list and the dashboard show come from these rows.
 */

export type StatusCode = 'new' | 'confirmed' | 'packing' | 'shipped' | 'completed' | 'cancelled' | 'returned';
export interface Sellable {
  id: number;
  name: string;
  slug: string;
  price: number;
  quantity: number;
}
export interface PlanCustomer {
  name: string;
  phone: string;
  email: string | null;
  city: string;
  address: string;
  consent: boolean;
}
export interface PlanOrder {
  customer: number;
  createdAt: number;
  source: string;
  path: StatusCode[];
  /** Each step's instant, the first is the creation. */
  times: number[];
  items: { product: number; title: string; price: number; quantity: number; discount: number }[];
  delivery: { method: string; cost: number; city: string | null; branch: string | null; address: string | null };
  payment: string;
  comment: string | null;
  note: string | null;
}

const hour = 3_600_000;
const day = 24 * hour;

export const statusPaths: Record<StatusCode, StatusCode[]> = {
  new: ['new'],
  confirmed: ['new', 'confirmed'],
  packing: ['new', 'confirmed', 'packing'],
  shipped: ['new', 'confirmed', 'packing', 'shipped'],
  completed: ['new', 'confirmed', 'packing', 'shipped', 'completed'],
  cancelled: ['new', 'cancelled'],
  returned: ['new', 'confirmed', 'packing', 'shipped', 'returned'],
};
/** Statuses whose orders hold stock in the demo settings. */
export const holding: readonly StatusCode[] = ['new', 'confirmed', 'packing', 'shipped'];

/** Where an order of this age has got to: fresh ones wait, older ones are done or cancelled. */
function finalStatus(rnd: () => number, ageDays: number): StatusCode {
  const r = rnd();
  if (ageDays < 1) return r < 0.55 ? 'new' : r < 0.8 ? 'confirmed' : r < 0.93 ? 'packing' : 'cancelled';
  if (ageDays < 4)
    return r < 0.1 ? 'new' : r < 0.3 ? 'confirmed' : r < 0.5 ? 'packing' : r < 0.85 ? 'shipped' : 'cancelled';
  if (ageDays < 12) return r < 0.05 ? 'packing' : r < 0.35 ? 'shipped' : r < 0.88 ? 'completed' : 'cancelled';
  return r < 0.82 ? 'completed' : r < 0.93 ? 'cancelled' : 'returned';
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

export function planCustomers(rnd: () => number, count: number): PlanCustomer[] {
  return Array.from({ length: count }, (_, i) => {
    const female = rnd() < 0.5;
    const first = pick(rnd, female ? people.femaleNames : people.maleNames);
    const last = pick(rnd, people.surnames);
    const place = pick(rnd, people.cities);
    const phone = `+380${pick(rnd, people.operatorCodes)}${String(1_000_000 + i * 7919 + Math.floor(rnd() * 7000)).slice(-7)}`;
    return {
      name: `${female ? (last.female ?? last.male) : last.male} ${first}`,
      phone,
      // unique by the running number: e-mails are unique across customers
      email: rnd() < 0.8 ? `${people.latinNames[first]}.${last.latin}${i}@${pick(rnd, people.mailDomains)}` : null,
      city: place.city,
      address: `${pick(rnd, place.streets)}, ${1 + Math.floor(rnd() * 120)}`,
      consent: rnd() < 0.4,
    };
  });
}

export function planOrders(
  rnd: () => number,
  opts: { count: number; days: number; now: number; customers: PlanCustomer[]; products: Sellable[] },
): PlanOrder[] {
  const { now, customers, products } = opts;
  const stock = products.map((p) => p.quantity);
  const orders: PlanOrder[] = [];
  for (let n = 0; n < opts.count; n++) {
    // more orders lately: a growing shop
    const age = opts.days * (1 - Math.sqrt(rnd())) * day;
    const createdAt = Math.min(now - 60_000, now - age + (rnd() - 0.5) * hour);
    const status = finalStatus(rnd, (now - createdAt) / day);
    const path = statusPaths[status];
    const times = [createdAt];
    for (let s = 1; s < path.length; s++)
      times.push(Math.min(now, (times[s - 1] ?? createdAt) + (1 + rnd() * 30) * hour));
    const holds = holding.includes(status);
    const lines = 1 + Math.floor(rnd() * rnd() * 4);
    const items: PlanOrder['items'] = [];
    for (let l = 0; l < lines; l++) {
      // a few products sell far more than the rest
      const index = Math.floor(products.length * rnd() ** 2.5);
      const product = products[index];
      if (!product || items.some((x) => x.product === product.id)) continue;
      let quantity = rnd() < 0.8 ? 1 : 2 + Math.floor(rnd() * 2);
      if (holds) {
        // an order holding stock holds what is there
        quantity = Math.min(quantity, stock[index] ?? 0);
        if (quantity === 0) continue;
        stock[index] = (stock[index] ?? 0) - quantity;
      }
      const discount = rnd() < 0.12 ? Math.round((product.price * quantity * 0.05) / 100) * 100 : 0;
      items.push({ product: product.id, title: product.name, price: product.price, quantity, discount });
    }
    if (!items.length) continue;
    const customer = Math.floor(customers.length * rnd() ** 1.6);
    const place = customers[customer];
    const m = rnd();
    const method = m < 0.55 ? 'np_branch' : m < 0.7 ? 'np_courier' : m < 0.8 ? 'courier' : 'pickup';
    const p = rnd();
    orders.push({
      customer,
      createdAt,
      source: pick(rnd, ['site', 'site', 'site', 'phone', 'phone', 'marketplace', 'dealer']),
      path,
      times,
      items,
      delivery: {
        method,
        cost: method === 'pickup' ? 0 : method === 'courier' ? 150_00 : method === 'np_courier' ? 110_00 : 80_00,
        city: method === 'pickup' ? null : (place?.city ?? null),
        branch: method === 'np_branch' ? `Відділення №${1 + Math.floor(rnd() * 150)}` : null,
        address: method === 'np_courier' || method === 'courier' ? (place?.address ?? null) : null,
      },
      payment: p < 0.45 ? 'cod' : p < 0.85 ? 'card' : 'bank_transfer',
      comment: rnd() < 0.15 ? pick(rnd, people.customerComments) : null,
      note: rnd() < 0.1 ? pick(rnd, people.internalNotes) : null,
    });
  }
  return orders.sort((a, b) => a.createdAt - b.createdAt);
}

export interface PlanRequest {
  createdAt: number;
  customer: number;
  product: number;
  status: 'new' | 'in_progress' | 'done' | 'spam';
  message: string | null;
}

export function planRequests(rnd: () => number, count: number, now: number, customers: number, products: number) {
  return Array.from({ length: count }, (): PlanRequest => {
    const ageDays = 60 * rnd() ** 1.5;
    const r = rnd();
    const status =
      ageDays < 2
        ? r < 0.6
          ? 'new'
          : r < 0.85
            ? 'in_progress'
            : 'done'
        : r < 0.04
          ? 'new'
          : r < 0.12
            ? 'in_progress'
            : r < 0.9
              ? 'done'
              : 'spam';
    return {
      createdAt: now - ageDays * day,
      customer: Math.floor(rnd() * customers),
      product: Math.floor(products * rnd() ** 2),
      status,
      message: pick(rnd, people.requestMessages),
    };
  });
}

export interface PlanReview {
  createdAt: number;
  customer: number;
  product: number;
  status: 'pending' | 'published' | 'rejected';
  text: (typeof people.reviewTexts)[number];
  reply: string | null;
}

export function planReviews(rnd: () => number, count: number, now: number, customers: number, products: number) {
  return Array.from({ length: count }, (): PlanReview => {
    const ageDays = 120 * rnd() ** 1.3;
    const r = rnd();
    const status =
      ageDays < 4 ? (r < 0.7 ? 'pending' : 'published') : r < 0.05 ? 'pending' : r < 0.92 ? 'published' : 'rejected';
    return {
      createdAt: now - ageDays * day,
      customer: Math.floor(rnd() * customers),
      product: Math.floor(products * rnd() ** 2),
      status,
      text: pick(rnd, people.reviewTexts),
      reply: status === 'published' && rnd() < 0.3 ? pick(rnd, people.shopReplies) : null,
    };
  });
}
