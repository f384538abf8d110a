import { money } from '../price.ts';
import type { FeedProduct } from '../source.ts';
import { xml } from '../text.ts';
import { cut, el, type FeedWriter, stamp } from './writer.ts';

const t = (tag: string, value: unknown) => el(tag, value, xml);

// the words Hotline's price list takes in <stock>
const stock = (p: FeedProduct): string =>
  p.inStock
    ? 'В наявності'
    : p.availability === 'to_order' || p.availability === 'expected'
      ? 'Під замовлення'
      : 'Немає в наявності';

/** Hotline.ua's XML price list: <price> with the firm, its categories and <items>. */
export const hotlineWriter: FeedWriter = {
  ext: 'xml',
  contentType: 'application/xml; charset=utf-8',
  params: true,
  head: ({ shopName, categories, now }) => {
    const cats = categories
      .map(
        (c) =>
          `<category>${t('id', c.id)}${c.parent === null ? '' : t('parentId', c.parent)}${t('name', c.title)}</category>`,
      )
      .join('\n');
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<price>\n${t('date', stamp(now))}${t('firmName', shopName)}\n` +
      `<categories>\n${cats}\n</categories>\n<items>\n`
    );
  },
  item: (p) => {
    const parts = [
      t('id', p.id),
      t('categoryId', p.categoryId),
      t('code', p.sku),
      t('barcode', p.ean),
      t('vendor', p.brand),
      t('name', cut(p.name, 255)),
      t('description', cut(p.description, 5000)),
      t('url', p.url),
      ...p.images.slice(0, 10).map((url) => t('image', url)),
      t('priceRUAH', money(p.price)),
      p.oldPrice !== null ? t('oldprice', money(p.oldPrice)) : '',
      t('stock', stock(p)),
      ...p.params.map((a) => `<param name="${xml(a.name)}">${xml(a.unit ? `${a.value} ${a.unit}` : a.value)}</param>`),
    ];
    return `<item>${parts.join('')}</item>\n`;
  },
  tail: () => '</items>\n</price>\n',
};
