import { fieldMessages } from '@kramar/contract';
import { type ResourceHooks, registerResourceHooks, type SaveContext } from '../../../crud/hooks.ts';
import { validationError } from '../../../http/errors.ts';
import { pricingMessages as m } from './messages.ts';
import { pricesRoute } from './prices-route.ts';
import { registerStoredPrices } from './stored-prices.ts';

type Errors = Record<string, string[]>;
type Row = Record<string, unknown>;

const rowsOf = (values: Record<string, unknown>, field: string): Row[] | undefined =>
  Array.isArray(values[field]) ? (values[field] as Row[]) : undefined;

/**
 * An override row must carry the value its kind reads (a percent or a fixed price), and its dates
 * must not end before they start: the declaration checks each value alone, not a row's pairs.
 */
function overrideErrors(field: string, rows: readonly Row[], errors: Errors): void {
  rows.forEach((row, i) => {
    if (row.kind === 'percent' && typeof row.discount !== 'number')
      errors[`${field}.${i}.discount`] = [m.discountMissing];
    if (row.kind === 'price' && typeof row.price !== 'number') errors[`${field}.${i}.price`] = [m.priceMissing];
    const { starts_at: starts, ends_at: ends } = row;
    if (typeof starts === 'string' && typeof ends === 'string' && Date.parse(ends) < Date.parse(starts)) {
      errors[`${field}.${i}.ends_at`] = [fieldMessages.after];
    }
  });
}

/** Two tiers from the same quantity would leave the price to chance. */
function tierErrors(rows: readonly Row[], errors: Errors): void {
  const seen = new Set<unknown>();
  rows.forEach((row, i) => {
    if (seen.has(row.min_quantity)) errors[`tiers.${i}.min_quantity`] = [m.tierRepeated];
    seen.add(row.min_quantity);
  });
}

/** Only the rows sent are checked: an update that leaves a field out keeps its stored, checked rows. */
function checkGroup({ values }: SaveContext): void {
  const errors: Errors = {};
  for (const field of ['category_overrides', 'product_overrides']) {
    const rows = rowsOf(values, field);
    if (rows) overrideErrors(field, rows, errors);
  }
  const tiers = rowsOf(values, 'tiers');
  if (tiers) tierErrors(tiers, errors);
  if (Object.keys(errors).length) throw validationError(errors);
}

const hooks: ResourceHooks = { beforeSave: checkGroup, extraRoutes: pricesRoute };

/** Plugs price groups into the generic engine; call before the CRUD routes are built. */
export const registerPriceGroups = (): void => {
  registerResourceHooks('price-groups', hooks);
  registerStoredPrices();
};
