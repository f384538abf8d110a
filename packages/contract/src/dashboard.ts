/** Orders and revenue of one period and of the period of the same length just before it. */
export interface DashboardPeriod {
  orders: number;
  /** Kopecks: the totals of the orders not in a release status (settings.release_status_ids). */
  revenue: number;
  previous_orders: number;
  previous_revenue: number;
}

/**
 * GET /api/dashboard (any signed-in user): only the sections the user's scopes allow; a section
 * the user may not see is absent, not empty. Days are the shop's (SHOP_TIME_ZONE) days.
 */
export interface Dashboard {
  /** orders.show */
  orders?: {
    /**
     * Today against yesterday; the last 7 and 30 days (today included) against the 7 and 30 before;
     * the period before always ends at the time of day it is now (today at 10:00 against yesterday until 10:00).
     */
    today: DashboardPeriod;
    week: DashboardPeriod;
    month: DashboardPeriod;
    /** Revenue of the last 30 days over the orders counted in it (kopecks, rounded); 0 without any. */
    average_order: number;
    /** The last 30 days oldest first, every day present: `date` is the shop's YYYY-MM-DD. */
    daily: { date: string; orders: number; revenue: number }[];
    /** Every order by its status (all time, as `/orders?filter[status_id]=id` counts); null: none. */
    by_status: { id: number | null; title: string | null; color: string | null; count: number }[];
  };
  /** products.show */
  products?: {
    /** By quantity sold in the last 30 days (revenue orders only), most first. */
    top: { id: number; name: string; quantity: number; revenue: number }[];
    /** Published products with at most `low_stock_threshold` in stock, fewest first. */
    low_stock: { id: number; name: string; sku: string | null; quantity: number }[];
    low_stock_count: number;
    low_stock_threshold: number;
  };
  /** admin.requests.show: requests in status `new`. */
  requests?: { new: number };
  /** reviews.show: reviews in status `pending`. */
  reviews?: { pending: number };
}
