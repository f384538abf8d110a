/** The orders routes beside the generic ones (issue 13), shared by the server and the web. */

/** GET/PUT /api/orders/settings. */
export interface OrderSettings {
  /** The status a new order gets when it names none. */
  new_status_id: number | null;
  /** Statuses holding stock (products' quantities count the order's items). */
  reserve_status_ids: number[];
  /** Statuses returning it; an order there is not revenue. */
  release_status_ids: number[];
  /** The lowest number an order gets. */
  number_start: number;
  default_manager_id: number | null;
}

/** One row of a preview: the product's captured title and unit price, the line net of its discount. */
export interface OrderPreviewItem {
  product_id: number;
  title: string;
  price: number;
  quantity: number;
  discount: number;
  line_total: number;
}

/** POST /api/orders/preview: what a save of the body would store, in kopecks. */
export interface OrderPreview {
  items: OrderPreviewItem[];
  items_total: number;
  discount_total: number;
  delivery_cost: number;
  total: number;
  monthly_payment: number | null;
  promo: { code: string; discount: number } | null;
}

export interface OrderTimelineStatus {
  id: number;
  title: string;
  color: string;
}

/** One entry of GET /api/orders/{id}/timeline (oldest first); `id` is unique across kinds. */
export interface OrderTimelineEntry {
  /** 'created', 'status:12', 'edit:34', 'comment:5' */
  id: string;
  kind: 'created' | 'status' | 'edit' | 'comment';
  at: string;
  user: { id: number; name: string } | null;
  /** created: the status it was made in; status: the new one */
  status?: OrderTimelineStatus | null;
  from_status?: OrderTimelineStatus | null;
  /** edit: the audit log's changes, less the status */
  changes?: Record<string, { before: unknown; after: unknown }>;
  /** comment */
  text?: string;
}
