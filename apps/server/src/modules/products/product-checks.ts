import { isEan13 } from '@kramar/contract';
import type { SaveContext } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { checkAttributeValues, type ValueRow } from './attribute-values.ts';
import { productMessages as m } from './messages.ts';

type Errors = Record<string, string[]>;

// the contract's pattern (product-fields.ts) refuses anything but thirteen digits before this runs
const thirteenDigits = /^[0-9]{13}$/;

const merged = (ctx: SaveContext, name: string): unknown =>
  name in ctx.values ? ctx.values[name] : (ctx.before?.[name] ?? null);

function priceErrors(ctx: SaveContext, errors: Errors): void {
  const { values } = ctx;
  if (typeof values.ean === 'string' && thirteenDigits.test(values.ean) && !isEan13(values.ean)) {
    errors.ean = [m.eanChecksum];
  }
  // checked when either price is written: an old record's prices are not every later save's business
  if (!('price' in values) && !('old_price' in values)) return;
  const price = merged(ctx, 'price');
  const old = merged(ctx, 'old_price');
  if (typeof old === 'number' && typeof price === 'number' && old <= price) errors.old_price = [m.oldPriceAbove];
}

/**
 * The values are checked when they are written, on a create, and when the main category changes
 * (the rows must fit the new category's set). A product's save also asks for the required ones; a
 * sandbox item may wait for review without them (its approval is a product's save).
 */
async function valueErrors(ctx: SaveContext, requireValues: boolean, errors: Errors): Promise<void> {
  const { values, before, mode } = ctx;
  const category = merged(ctx, 'category');
  const sent = Array.isArray(values.attribute_values);
  const moved = mode === 'update' && 'category' in values && values.category !== before?.category;
  if (typeof category !== 'number' || !(sent || mode === 'create' || moved)) return;
  const rows = (sent ? values.attribute_values : (before?.attribute_values ?? [])) as ValueRow[];
  const checked = await checkAttributeValues(ctx.tx, category, rows, 'attribute_values', requireValues);
  Object.assign(errors, checked.errors);
  // rows without a value are dropped, not refused: the form sends every attribute of the set
  if (sent) values.attribute_values = checked.rows;
}

/** The shared beforeSave of products and sandbox items. */
export function productBeforeSave(requireValues: boolean) {
  return async (ctx: SaveContext): Promise<void> => {
    const errors: Errors = {};
    priceErrors(ctx, errors);
    await valueErrors(ctx, requireValues, errors);
    if (Object.keys(errors).length) throw validationError(errors);
  };
}
