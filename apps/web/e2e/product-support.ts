import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { ownerCall } from './staff-support.ts';

/**
 * A small catalogue made through the API for the product screens' specs: a unit, a category with
 * a select (required), a number with that unit and a boolean attribute, and its products.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A real 2×2 grey PNG of the given shade, so pictures of a gallery differ. */
export function pngOf(shade: number): Buffer {
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, shade, shade, 0, shade, shade]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Catalogue {
  tag: string;
  category: { id: number; title: string };
  select: { id: number; title: string; values: { id: number; title: string }[] };
  number: { id: number; title: string; suffix: string };
  flag: { id: number; title: string };
}

type Made = { data: { id: number } & Record<string, unknown> };

export async function makeCatalogue(): Promise<Catalogue> {
  const tag = unique();
  const unit = await ownerCall<Made>('POST', '/units', { title: `Дюйм ${tag}`, suffix: 'дюйм' });
  const select = await ownerCall<Made>('POST', '/attributes', {
    title: `Матриця ${tag}`,
    code: `matrix_${tag}`,
    data_type: 'select',
    values: [{ title: 'IPS' }, { title: 'OLED' }],
  });
  const number = await ownerCall<Made>('POST', '/attributes', {
    title: `Діагональ ${tag}`,
    code: `diagonal_${tag}`,
    data_type: 'number',
    unit: unit.data.id,
  });
  const flag = await ownerCall<Made>('POST', '/attributes', {
    title: `Smart TV ${tag}`,
    code: `smart_${tag}`,
    data_type: 'boolean',
  });
  const category = await ownerCall<Made>('POST', '/categories', {
    title: `Телевізори ${tag}`,
    attributes: [
      { attribute: select.data.id, required: true },
      { attribute: number.data.id },
      { attribute: flag.data.id },
    ],
  });
  return {
    tag,
    category: { id: category.data.id, title: `Телевізори ${tag}` },
    select: {
      id: select.data.id,
      title: `Матриця ${tag}`,
      values: (select.data.values as { id: number; title: string }[]).map(({ id, title }) => ({ id, title })),
    },
    number: { id: number.data.id, title: `Діагональ ${tag}`, suffix: 'дюйм' },
    flag: { id: flag.data.id, title: `Smart TV ${tag}` },
  };
}

/** A product of the category through the API (JSON), with whatever else the test needs. */
export async function makeProduct(
  c: Catalogue,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; name: string; sku: string }> {
  const n = unique();
  const name = `Телевізор ${n}`;
  const sku = `TV-${n}`;
  const made = await ownerCall<Made>('POST', '/products', {
    name,
    sku,
    category: c.category.id,
    price: 1_999_900,
    quantity: 5,
    attribute_values: [{ attribute: c.select.id, value: c.select.values[0]?.id }],
    ...extra,
  });
  return { id: made.data.id, name, sku };
}

/** Opens a tab of the product form. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('form').getByRole('tab', { name: new RegExp(`^${name}(:|$)`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}
