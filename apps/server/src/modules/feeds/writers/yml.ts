import { money } from '../price.ts';
import { xml } from '../text.ts';
import { cut, el, type FeedWriter, stamp, type WriterContext } from './writer.ts';

const t = (tag: string, value: unknown) => el(tag, value, xml);

const head = ({ shopName, feed, categories, now }: WriterContext): string => {
  const cats = categories
    .map(
      (c) => `<category id="${c.id}"${c.parent === null ? '' : ` parentId="${c.parent}"`}>${xml(c.title)}</category>`,
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${stamp(now)}">\n<shop>\n` +
    `${t('name', cut(shopName, 20) || 'Shop')}${t('company', shopName || 'Shop')}${t('url', feed.base_url)}\n` +
    `<currencies><currency id="UAH" rate="1"/></currencies>\n<categories>\n${cats}\n</categories>\n<offers>\n`
  );
};

/**
 * YML (the Yandex.Market format Rozetka and Prom.ua read): shop, currencies, categories, then an
 * <offer> a product with a <param> per attribute value. The element order follows the DTD
 * (test fixture yml.dtd); Rozetka wants the stock count as <stock_quantity>, Prom as <quantity_in_stock>.
 */
const yml = (stockTag: 'stock_quantity' | 'quantity_in_stock'): FeedWriter => ({
  ext: 'xml',
  contentType: 'application/xml; charset=utf-8',
  params: true,
  head,
  item: (p) => {
    const parts = [
      t('url', p.url),
      t('price', money(p.price)),
      p.oldPrice !== null ? t('oldprice', money(p.oldPrice)) : '',
      t('currencyId', 'UAH'),
      t('categoryId', p.categoryId),
      ...p.images.slice(0, 15).map((url) => t('picture', url)),
      t('name', cut(p.name, 255)),
      t('vendor', p.brand),
      t('vendorCode', p.sku),
      t(stockTag, p.quantity),
      t('description', p.description),
      t('barcode', p.ean),
      ...p.params.map(
        (a) => `<param name="${xml(a.name)}"${a.unit ? ` unit="${xml(a.unit)}"` : ''}>${xml(a.value)}</param>`,
      ),
    ];
    return `<offer id="${p.id}" available="${p.inStock}">${parts.join('')}</offer>\n`;
  },
  tail: () => '</offers>\n</shop>\n</yml_catalog>\n',
});

export const rozetkaWriter = yml('stock_quantity');
export const promWriter = yml('quantity_in_stock');
