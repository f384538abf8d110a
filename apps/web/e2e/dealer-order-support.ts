import { approvedDealer } from './dealer-support.ts';
import { e2eBaseUrl } from './env.ts';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { apiToken } from './support.ts';

export async function made(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await api('POST', path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A dealer with one workspace, two published products of a fresh category and a few statuses. */
export async function tradingSetup() {
  const tag = newTag('');
  const dealer = await approvedDealer(tag);
  const space = await made('/dealers/workspaces', {
    dealer_id: dealer.company.id,
    name: `Магазин ${tag}`,
    city: 'Львів',
    delivery_method: 'np_branch',
    np_branch: 'Відділення №3',
  });
  const root = await makeCategory(`Інструмент ${tag}`);
  const leaf = await makeCategory(`Дрилі ${tag}`, root.id);
  const publish = { status: 'published', availability: 'in_stock' };
  const drill = await makeProduct('products', {
    ...publish,
    name: `Дриль ${tag}`,
    category: leaf.id,
    price: 3000_00,
    quantity: 20,
  });
  const saw = await makeProduct('products', {
    ...publish,
    name: `Пилка ${tag}`,
    category: root.id,
    price: 1500_00,
    quantity: 10,
  });
  const status = (title: string, color: string) =>
    made('/order-statuses', { title: `${title} ${tag}`, code: `d_${tag}_${color.slice(1)}`, color });
  return { tag, dealer, space, root, leaf, drill, saw, status };
}

export async function dealerApi(
  creds: { email: string; password: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const token = await apiToken(creds);
  const res = await fetch(`${e2eBaseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}
