import type { DataEnvelope, ListEnvelope } from '@kramar/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { getToken } from '../../api/token.ts';

export type Availability = 'in_stock' | 'few' | 'to_order';

/** A row of GET /api/dealers/catalog: money in kopecks, the price the workspace's. */
export interface CatalogItem {
  id: number;
  name: string;
  sku: string;
  brand: { id: number; name: string } | null;
  picture: string | null;
  retail: number;
  price: number;
  tiers: { min_quantity: number; price: number }[];
  availability: Availability;
  stock: number | null;
}

export interface CatalogQuery {
  page: number;
  sort: string;
  search: string;
  category: number | null;
  brands: number[];
  inStock: boolean;
  priceMin: number | null;
  priceMax: number | null;
}

export interface Facets {
  categories: { id: number; title: string; parent: number | null; depth: number }[];
  brands: { id: number; name: string }[];
}

export interface DraftLine {
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  retail: number;
  price: number;
  line_total: number;
  availability: Availability;
  available: boolean;
}

export interface Draft {
  workspace_id: number;
  lines: DraftLine[];
  items_total: number;
  min_order_amount: number | null;
}

export type QuickStatus = 'ok' | 'unknown' | 'hidden' | 'short' | 'duplicate' | 'invalid';

export interface QuickLine {
  line: number;
  sku: string;
  quantity: number | null;
  status: QuickStatus;
  product_id: number | null;
  name: string | null;
  price: number | null;
  available: number | null;
}

export interface DealerOrder {
  id: number;
  number: number;
  dealer_id: number;
  dealer_name: string;
  workspace_id: number;
  workspace_name: string;
  status_id: number | null;
  status_title: string | null;
  payment_method: string;
  delivery_method: string;
  delivery_city: string | null;
  delivery_branch: string | null;
  tracking_number: string | null;
  comment: string | null;
  items_total: number;
  total: number;
  created_at: string;
}

export interface DealerOrderDetails extends DealerOrder {
  items: {
    product_id: number;
    sku: string | null;
    title: string;
    quantity: number;
    price: number;
    line_total: number;
  }[];
  timeline: { status_id: number | null; status_title: string | null; at: string }[];
}

export interface OrderStatuses {
  statuses: { id: number; title: string; color: string; cancellable: boolean }[];
  payment_methods: string[];
}

export interface OrderListQuery {
  page: number;
  status: number | null;
  workspace: number | null;
  dealer: number | null;
  placedBy: number | null;
  from: string;
  to: string;
}

export interface DealerOrderSettings {
  new_status_id: number | null;
  cancel_status_ids: number[];
  cancel_status_id: number | null;
  payment_methods: string[];
  exact_stock: boolean;
}

export const catalogPerPage = 24;
export const ordersPerPage = 25;

// one root: a change to the draft refreshes the summary, the draft page and the catalogue's sums
export const keys = {
  catalog: (workspace: number, q: CatalogQuery) => ['dealer-catalog', workspace, q] as const,
  facets: (workspace: number) => ['dealer-catalog-facets', workspace] as const,
  draft: (workspace: number) => ['dealer-draft', workspace] as const,
  orders: ['dealer-orders'] as const,
  statuses: ['dealer-order-statuses'] as const,
  settings: ['dealer-order-settings'] as const,
};

export const catalogQuery = (workspace: number, q: CatalogQuery) =>
  queryOptions({
    queryKey: keys.catalog(workspace, q),
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        workspace,
        page: q.page,
        per_page: catalogPerPage,
        sort: q.sort,
      };
      if (q.search) query.search = q.search;
      if (q.category !== null) query['filter[category]'] = q.category;
      if (q.brands.length) query['filter[brand]'] = q.brands.join(',');
      if (q.inStock) query['filter[in_stock]'] = 1;
      if (q.priceMin !== null) query['filter[price_min]'] = q.priceMin;
      if (q.priceMax !== null) query['filter[price_max]'] = q.priceMax;
      return http.get<ListEnvelope<CatalogItem>>('/dealers/catalog', { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const facetsQuery = (workspace: number) =>
  queryOptions({
    queryKey: keys.facets(workspace),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Facets>>('/dealers/catalog/facets', { query: { workspace }, signal }).then((x) => x.data),
    staleTime: 5 * 60_000,
  });

export const draftQuery = (workspace: number) =>
  queryOptions({
    queryKey: keys.draft(workspace),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Draft>>('/dealers/orders/draft', { query: { workspace }, signal }).then((x) => x.data),
  });

type Lines = { product_id: number; quantity: number }[];

/** Adds quantities to what the draft holds. */
export const addLines = (workspace: number, lines: Lines) =>
  http.post<DataEnvelope<Draft>>('/dealers/orders/draft/lines', { workspace, lines }).then((x) => x.data);

/** Makes the draft exactly these lines. */
export const replaceLines = (workspace: number, lines: Lines) =>
  http.put<DataEnvelope<Draft>>('/dealers/orders/draft', { workspace, lines }).then((x) => x.data);

export const quickCheck = (workspace: number, text: string) =>
  http.post<DataEnvelope<QuickLine[]>>('/dealers/orders/quick', { workspace, text }).then((x) => x.data);

/** A CSV or XLSX of «SKU quantity» rows, checked as the pasted text is. */
export const quickCheckFile = (workspace: number, file: File) => {
  const form = new FormData();
  form.append('workspace', String(workspace));
  form.append('file', file);
  return http.post<DataEnvelope<QuickLine[]>>('/dealers/orders/quick/file', form).then((x) => x.data);
};

export const placeOrder = (body: Record<string, unknown>) =>
  http.post<DataEnvelope<DealerOrderDetails>>('/dealers/orders', body).then((x) => x.data);

export const ordersQuery = (q: OrderListQuery) =>
  queryOptions({
    queryKey: [...keys.orders, 'list', q],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = { page: q.page, per_page: ordersPerPage };
      if (q.status !== null) query['filter[status_id]'] = q.status;
      if (q.workspace !== null) query['filter[workspace_id]'] = q.workspace;
      if (q.dealer !== null) query['filter[dealer_id]'] = q.dealer;
      if (q.placedBy !== null) query['filter[placed_by]'] = q.placedBy;
      if (q.from) query['filter[created_from]'] = q.from;
      // the whole day named as the last one
      if (q.to) query['filter[created_to]'] = nextDay(q.to);
      return http.get<ListEnvelope<DealerOrder>>('/dealers/orders', { query, signal });
    },
    placeholderData: keepPreviousData,
  });

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The company's managers, for a principal's «who placed it» filter. */
export const companyManagersQuery = queryOptions({
  queryKey: ['dealer-order-managers'],
  queryFn: ({ signal }) =>
    http.get<ListEnvelope<{ id: number; name: string }>>('/dealers-managers', {
      query: { per_page: 100, sort: 'name' },
      signal,
    }),
  staleTime: 60_000,
});

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...keys.orders, 'one', id],
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<DealerOrderDetails>>(`/dealers/orders/${id}`, { signal }).then((x) => x.data),
  });

export const statusesQuery = queryOptions({
  queryKey: keys.statuses,
  queryFn: ({ signal }) =>
    http.get<DataEnvelope<OrderStatuses>>('/dealers/orders/statuses', { signal }).then((x) => x.data),
  staleTime: 60_000,
});

export const cancelOrder = (id: number) =>
  http.post<DataEnvelope<DealerOrderDetails>>(`/dealers/orders/${id}/cancel`, {}).then((x) => x.data);

export const reorder = (id: number) =>
  http.post<DataEnvelope<Draft>>(`/dealers/orders/${id}/reorder`, {}).then((x) => x.data);

export const settingsQuery = queryOptions({
  queryKey: keys.settings,
  queryFn: ({ signal }) =>
    http.get<DataEnvelope<DealerOrderSettings>>('/dealers/orders/settings', { signal }).then((x) => x.data),
});

export const saveSettings = (body: DealerOrderSettings) =>
  http.put<DataEnvelope<DealerOrderSettings>>('/dealers/orders/settings', { ...body }).then((x) => x.data);

/**
 * The invoice PDF, fetched with the session's token (a plain link would carry none) and handed
 * to the browser as a file. Rejects with the status when the server refuses.
 */
export async function downloadInvoice(id: number, number: number): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/dealers/orders/${id}/invoice`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
