import { money } from '../price.ts';
import type { FeedProduct } from '../source.ts';
import { xml } from '../text.ts';
import { cut, el, type FeedWriter } from './writer.ts';

// Google's values: https://support.google.com/merchants/answer/6324448
const availability = (p: FeedProduct): string => {
  if (p.availability === 'to_order') return 'backorder';
  if (p.availability === 'expected') return 'preorder';
  return p.inStock ? 'in_stock' : 'out_of_stock';
};

const g = (tag: string, value: unknown) => el(`g:${tag}`, value, xml);

/** Google Merchant Center: RSS 2.0 with the g: namespace, one <item> a product. */
export const googleWriter: FeedWriter = {
  ext: 'xml',
  contentType: 'application/xml; charset=utf-8',
  params: false,
  head: ({ shopName, feed }) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xml(shopName)}</title>\n<link>${xml(feed.base_url)}</link>\n<description>${xml(shopName)}</description>\n`,
  item: (p, ctx) => {
    const sale = p.oldPrice !== null;
    const parts = [
      g('id', p.sku || String(p.id)),
      g('title', cut(p.name, 150)),
      g('description', cut(p.description || p.name, 5000)),
      g('link', p.url),
      g('image_link', p.images[0]),
      ...p.images.slice(1, 11).map((url) => g('additional_image_link', url)),
      g('availability', availability(p)),
      g('price', `${money(sale ? (p.oldPrice as number) : p.price)} UAH`),
      sale ? g('sale_price', `${money(p.price)} UAH`) : '',
      g('brand', p.brand),
      g('gtin', p.ean),
      g('mpn', p.sku),
      // neither a GTIN nor a brand with an MPN: Google must be told, or it rejects the item
      !p.ean && !(p.brand && p.sku) ? g('identifier_exists', 'no') : '',
      g('condition', 'new'),
      g('product_type', cut(ctx.trail(p.categoryId), 750)),
      g('google_product_category', ctx.googleCategory(p.categoryId)),
    ];
    return `<item>${parts.join('')}</item>\n`;
  },
  tail: () => '</channel>\n</rss>\n',
};
