import type { ResourceDef } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryClient } from '../../api/query-client.ts';
import { resources } from '../../crud/registry.ts';

/** The contract's declaration of orders: the generic form and list are built from it. */
export const ordersResource = resources.find((r) => r.name === 'orders') as ResourceDef;

export interface PreviewItem {
  product_id: number;
  title: string | null;
  price: number;
  quantity: number;
  discount: number;
  line_total: number;
}

/** What the server works out for an order without saving it (kopecks throughout). */
export interface OrderPreview {
  items: PreviewItem[];
  items_total: number;
  discount_total: number;
  delivery_cost: number;
  total: number;
  monthly_payment: number | null;
  promo: { code: string; discount: number } | null;
}

export const previewOrder = (body: Record<string, unknown>, signal?: AbortSignal) =>
  http.post<{ data: OrderPreview }>('/orders/preview', body, { signal }).then((r) => r.data);

export interface TimelineStatus {
  id: number;
  title: string;
  color: string;
}

export interface TimelineEntry {
  id: number | string;
  kind: 'created' | 'status' | 'edit' | 'comment';
  at: string;
  user: { id: number; name: string } | null;
  status?: TimelineStatus;
  from_status?: TimelineStatus;
  changes?: unknown;
  text?: string;
}

export const timelineKey = (id: number) => ['orders', 'timeline', id] as const;

const fetchTimeline = (id: number, signal?: AbortSignal) =>
  http.get<{ data: TimelineEntry[] }>(`/orders/${id}/timeline`, { signal }).then((r) => r.data);

/** An order's timeline, as its panel reads it. */
export const timelineQuery = (id: number) =>
  queryOptions({ queryKey: timelineKey(id), queryFn: ({ signal }) => fetchTimeline(id, signal) });

export const addComment = (id: number, text: string) =>
  http.post<{ data: TimelineEntry }>(`/orders/${id}/comments`, { text }).then((r) => r.data);

export interface OrderSettings {
  new_status_id: number | null;
  reserve_status_ids: number[];
  release_status_ids: number[];
  number_start: number;
  default_manager_id: number | null;
}

export const settingsKey = ['orders', 'settings'] as const;

const fetchSettings = (signal?: AbortSignal) =>
  http.get<{ data: OrderSettings }>('/orders/settings', { signal }).then((r) => r.data);

export const saveSettings = (settings: OrderSettings) =>
  http.put<{ data: OrderSettings }>('/orders/settings', { ...settings }).then((r) => r.data);

export interface StatusOption {
  id: number;
  title: string;
  color: string;
  is_final: boolean;
}

// under the statuses' own key, not the orders': their screens' saves refresh it, and an order's
// change does not refetch them (the quick switch's open menu was redrawn under the pointer)
const statusesKey = ['order-statuses', 'options'] as const;

/** Every order status with its colour, in the shop's order (a short directory). */
const fetchStatuses = (signal?: AbortSignal) =>
  http
    .get<{ data: StatusOption[] }>('/order-statuses', {
      signal,
      silent: true,
      query: { per_page: 100, sort: 'position' },
    })
    .then((r) => r.data);

/** The statuses as every screen of orders reads them: a directory that seldom changes. */
export const statusesQuery = queryOptions({
  queryKey: statusesKey,
  queryFn: ({ signal }) => fetchStatuses(signal),
  staleTime: 5 * 60_000,
});

/** An order's settings (what a final status does to stock): read by the status question of every order screen. */
export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => fetchSettings(signal),
});

/** What an order's panel reads (its timeline, the statuses and the settings), asked for with the order itself. */
export function prefetchOrderPanel(id: number): void {
  void queryClient.prefetchQuery(timelineQuery(id));
  void queryClient.prefetchQuery(statusesQuery);
  void queryClient.prefetchQuery(settingsQuery);
}
