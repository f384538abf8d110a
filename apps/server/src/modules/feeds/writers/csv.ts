import { feedCsvColumns } from '@kramar/contract/resources/feeds.ts';
import { money } from '../price.ts';
import type { FeedProduct } from '../source.ts';
import { csvCell } from '../text.ts';
import type { FeedWriter, WriterContext } from './writer.ts';

type Column = (typeof feedCsvColumns)[number];

const value: Record<Column, (p: FeedProduct, ctx: WriterContext) => unknown> = {
  id: (p) => p.id,
  sku: (p) => p.sku,
  name: (p) => p.name,
  url: (p) => p.url,
  price: (p) => money(p.price),
  old_price: (p) => (p.oldPrice === null ? '' : money(p.oldPrice)),
  currency: () => 'UAH',
  availability: (p) => p.availability,
  quantity: (p) => p.quantity,
  brand: (p) => p.brand,
  category: (p, ctx) => ctx.trail(p.categoryId),
  ean: (p) => p.ean,
  image: (p) => p.images[0],
  description: (p) => p.description,
};

const columnsOf = (ctx: WriterContext): Column[] => {
  const chosen = ctx.feed.csv_columns.filter((c): c is Column => c in value);
  return chosen.length ? chosen : [...feedCsvColumns];
};

/** CSV with the chosen columns (all when none is chosen), `;`-separated, with a BOM for Excel. */
export const csvWriter: FeedWriter = {
  ext: 'csv',
  contentType: 'text/csv; charset=utf-8',
  params: false,
  head: (ctx) => `\uFEFF${columnsOf(ctx).join(';')}\n`,
  item: (p, ctx) =>
    `${columnsOf(ctx)
      .map((c) => csvCell(value[c](p, ctx)))
      .join(';')}\n`,
  tail: () => '',
};
