import { z } from 'zod';

const int = z.number().int();
const kopecks = int.describe('копійки');
const period = z.object({ orders: int, revenue: kopecks, previous_orders: int, previous_revenue: kopecks });

/** GET /api/dashboard for /api/docs: each section present only when the reader's scopes allow it. */
export const dashboardDoc = z.object({
  data: z.object({
    orders: z
      .object({
        today: period,
        week: period,
        month: period,
        average_order: kopecks,
        daily: z.array(z.object({ date: z.iso.date(), orders: int, revenue: kopecks })).describe('30 днів магазину'),
        by_status: z.array(
          z.object({ id: int.nullable(), title: z.string().nullable(), color: z.string().nullable(), count: int }),
        ),
      })
      .optional()
      .describe('orders.show'),
    products: z
      .object({
        top: z.array(z.object({ id: int, name: z.string(), quantity: int, revenue: kopecks })),
        low_stock: z.array(z.object({ id: int, name: z.string(), sku: z.string().nullable(), quantity: int })),
        low_stock_count: int,
        low_stock_threshold: int,
      })
      .optional()
      .describe('products.show'),
    requests: z.object({ new: int }).optional().describe('admin.requests.show'),
    reviews: z.object({ pending: int }).optional().describe('reviews.show'),
  }),
});
