import { deliveryMethods, paymentMethods } from '@kramar/contract/resources/orders.ts';
import { z } from 'zod';

const workspace = z.number().int().describe('робочий простір, від якого замовляють');
export const draftLineDoc = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  retail: z.number().int().describe('роздрібна ціна, копійки'),
  price: z.number().int().describe('ціна дилера за одиницю за цієї кількості зараз, копійки'),
  line_total: z.number().int(),
  availability: z.enum(['in_stock', 'few', 'to_order']),
  available: z.boolean().describe('false — товар більше не можна замовити (його прибрано з видимих групі)'),
});
export const draftDoc = z.object({
  data: z.object({
    workspace_id: z.number().int(),
    lines: z.array(draftLineDoc),
    items_total: z.number().int().describe('сума доступних рядків за цінами дилера, копійки'),
    min_order_amount: z.number().int().nullable().describe('мінімальне замовлення цінової групи, копійки'),
  }),
});
const linesBody = z.object({
  workspace,
  lines: z.array(z.object({ product_id: z.number().int(), quantity: z.number().int().min(0).max(10_000) })).max(500),
});
const order = z.object({
  id: z.number().int(),
  number: z.number().int(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  status_id: z.number().int().nullable(),
  status_title: z.string().nullable(),
  payment_method: z.string(),
  delivery_method: z.string(),
  delivery_city: z.string().nullable(),
  delivery_branch: z.string().nullable(),
  tracking_number: z.string().nullable(),
  comment: z.string().nullable(),
  items_total: z.number().int(),
  total: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
const fullOrder = order.extend({
  items: z.array(
    z.object({
      product_id: z.number().int(),
      sku: z.string().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      price: z.number().int().describe('ціна дилера, зафіксована в момент оформлення'),
      line_total: z.number().int(),
    }),
  ),
  timeline: z.array(
    z.object({ status_id: z.number().int().nullable(), status_title: z.string().nullable(), at: z.iso.datetime() }),
  ),
});

export const dealerOrderDocs = {
  draft: { querystring: z.object({ workspace: z.string() }), response: { 200: draftDoc } },
  replaceDraft: { body: linesBody, response: { 200: draftDoc } },
  addLines: { body: linesBody, response: { 200: draftDoc } },
  quick: {
    body: z.object({ workspace, text: z.string().describe('рядки «артикул кількість» (табуляція, пробіл, ; або ,)') }),
    response: {
      200: z.object({
        data: z.array(
          z.object({
            line: z.number().int().describe('номер рядка вставленого тексту'),
            sku: z.string(),
            quantity: z.number().int().nullable(),
            status: z.enum(['ok', 'unknown', 'hidden', 'short', 'duplicate', 'invalid']),
            product_id: z.number().int().nullable(),
            name: z.string().nullable(),
            price: z.number().int().nullable(),
            available: z.number().int().nullable().describe('для short: скільки є на складі'),
          }),
        ),
      }),
    },
  },
  get quickFile() {
    return {
      body: z.object({
        workspace: z.string().describe('робочий простір, від якого замовляють'),
        file: z.string().describe('CSV або XLSX: артикул у першій заповненій клітинці рядка, кількість — в останній'),
      }),
      response: this.quick.response,
    };
  },
  place: {
    body: z.object({
      workspace,
      payment_method: z.enum(paymentMethods).optional().describe('з дозволених налаштуваннями; типово перший'),
      delivery_method: z.enum(deliveryMethods).optional().describe('типово — як у робочого простору'),
      delivery_city: z.string().optional(),
      delivery_branch: z.string().optional().describe('відділення Нової пошти'),
      comment: z.string().optional(),
    }),
    response: { 201: z.object({ data: fullOrder }) },
  },
  list: {
    querystring: z.object({
      page: z.string().optional(),
      per_page: z.string().optional(),
      'filter[status_id]': z.string().optional(),
      'filter[workspace_id]': z.string().optional(),
      'filter[dealer_id]': z.string().optional().describe('компанія (для персоналу)'),
      'filter[placed_by]': z.string().optional().describe('людина компанії, яка оформила замовлення'),
      'filter[created_from]': z.string().optional(),
      'filter[created_to]': z.string().optional(),
    }),
    response: {
      200: z.object({
        data: z.array(order),
        meta: z.object({
          current_page: z.number().int(),
          per_page: z.number().int(),
          total: z.number().int(),
          last_page: z.number().int(),
        }),
      }),
    },
  },
  show: { response: { 200: z.object({ data: fullOrder }) } },
  invoice: {
    response: {
      200: z.string().describe('application/pdf: «Рахунок на оплату №…» (ціни рядків — зафіксовані при оформленні)'),
    },
  },
  cancel: { noBody: true as const, response: { 200: z.object({ data: fullOrder }) } },
  reorder: { noBody: true as const, response: { 200: draftDoc } },
};
