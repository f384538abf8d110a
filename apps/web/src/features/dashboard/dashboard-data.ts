import type { Dashboard, DashboardPeriod } from '@kramar/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export type { Dashboard, DashboardPeriod };
export type OrdersSection = NonNullable<Dashboard['orders']>;
export type ProductsSection = NonNullable<Dashboard['products']>;

// under the orders' key: a saved order refreshes the figures when the dashboard is opened again
export const useDashboard = () =>
  useQuery({
    queryKey: ['orders', 'dashboard'],
    queryFn: ({ signal }) => http.get<{ data: Dashboard }>('/dashboard', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

export const periods = ['today', 'week', 'month'] as const;
export type PeriodKey = (typeof periods)[number];
const periodDays: Record<PeriodKey, number> = { today: 1, week: 7, month: 30 };

/** The shop's first day of a period (YYYY-MM-DD), from the server's own days: the browser's clock may be elsewhere. */
export const periodStart = (orders: OrdersSection, name: PeriodKey): string | undefined =>
  orders.daily.at(-periodDays[name])?.date;

/** Kopecks as whole hryvnias, "1 234 567 ₴": a dashboard figure is read at a glance, kopecks are noise there. */
export const hryvnias = (kopecks: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(kopecks / 100))}\u00a0\u20b4`;

/** Percent change against the period before, rounded; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A list filtered by `filter[…]` pairs, as the list keeps them in its address. */
const listLink = (path: string, filters: Record<string, string>): string =>
  `${path}?${new URLSearchParams(filters).toString()}`;

/** Each figure opens the list it counts, filtered as the list keeps its filters in the address. */
export const links = {
  /** The orders placed since the shop's day `from` (YYYY-MM-DD): a period card's. */
  since: (from: string) => listLink('/orders', { 'filter[created_at][from]': from }),
  /** Those of them the revenue counts: the average order's. */
  revenueSince: (from: string) => listLink('/orders', { 'filter[created_at][from]': from, 'filter[revenue]': '1' }),
  status: (id: number) => listLink('/orders', { 'filter[status_id]': String(id) }),
  product: (id: number) => `/products/${id}`,
  lowStock: (threshold: number) =>
    listLink('/products', { 'filter[status]': 'published', 'filter[quantity][to]': String(threshold) }),
  requests: listLink('/requests', { 'filter[status]': 'new' }),
  reviews: listLink('/reviews', { 'filter[status]': 'pending' }),
};
