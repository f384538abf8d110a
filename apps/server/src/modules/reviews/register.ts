import type { ResourceHooks, SaveContext } from '../../crud/hooks.ts';
import { registerResourceHooks } from '../../crud/hooks.ts';
import { productsOf, recomputeRatings } from './rating.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A new or changed reply is stamped with its time; a removed one loses the stamp. */
function stampReply({ values, before }: SaveContext): void {
  if (!('reply' in values)) return;
  const reply = text(values.reply);
  if (reply === text(before?.reply)) return;
  values.replied_at = reply ? new Date().toISOString() : null;
}

/**
 * Reviews' rules (issue 13): every way a review's status, rating or product changes (its save,
 * `batch/status`, deletion) recomputes the products' ratings in the same transaction.
 */
const hooks: ResourceHooks = {
  beforeSave: stampReply,
  async afterSave({ tx, before, record }) {
    const moved = !before || ['status', 'rating', 'product_id'].some((f) => before[f] !== record[f]);
    if (moved) await recomputeRatings(tx, [before?.product_id, record.product_id]);
  },
  async afterStatus({ tx, changed }) {
    await recomputeRatings(
      tx,
      await productsOf(
        tx,
        changed.map((c) => c.id),
      ),
    );
  },
  async beforeDelete({ tx, ids }) {
    await recomputeRatings(tx, await productsOf(tx, ids), ids);
  },
};

/** Plugs reviews into the generic engine; call before the CRUD routes are built. */
export const registerReviews = (): void => registerResourceHooks('reviews', hooks);
