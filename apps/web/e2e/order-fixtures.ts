import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';

export interface OrderFixture {
  tag: string;
  phone: Row;
  case_: Row;
  fresh: Row;
  sent: Row;
  done: Row;
  promo: string;
}

/** Two products, three statuses (the last final) and a 10 % promo code, named by a fresh tag. */
export async function makeOrderFixture(): Promise<OrderFixture> {
  const tag = newTag('ord');
  const category = await makeCategory(`Замовлення ${tag}`);
  const status = async (title: string, color: string, is_final = false) => {
    const res = await api('POST', '/order-statuses', {
      title: `${title} ${tag}`,
      code: `s_${tag}_${color.slice(1)}`,
      color,
      is_final,
    });
    if (res.status !== 201) throw new Error(`status: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const promo = `E2E${tag}`.toUpperCase().slice(0, 32);
  const made = await api('POST', '/promo-codes', { code: promo, discount_type: 'percent', discount_value: 10 });
  if (made.status !== 201) throw new Error(`promo: ${made.status} ${JSON.stringify(made.body)}`);
  return {
    tag,
    phone: await makeProduct('products', {
      name: `Смартфон ${tag}`,
      category: category.id,
      price: 1234_50,
      quantity: 20,
    }),
    case_: await makeProduct('products', { name: `Чохол ${tag}`, category: category.id, price: 799_00, quantity: 20 }),
    fresh: await status('Нове', '#1976d2'),
    sent: await status('Відправлено', '#7b1fa2'),
    done: await status('Виконано', '#2e7d32', true),
    promo,
  };
}

/** A saved order made through the API, as the request to order or the site would make it. */
export async function makeOrderFor(f: OrderFixture): Promise<Row> {
  const res = await api('POST', '/orders', {
    name: `Покупець ${f.tag}`,
    phone: `+38050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    source: 'site',
    status_id: f.fresh.id,
    items: [{ product_id: f.phone.id, quantity: 1 }],
    delivery_method: 'np_branch',
    delivery_city: 'Київ',
    delivery_branch: 'Відділення №5',
    payment_method: 'cod',
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
