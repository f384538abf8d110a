import type { ResourceHooks } from '../../crud/hooks.ts';
import { partnerSyncTokens } from '../../db/schema.ts';

/**
 * A partner's sync token (issue 31): typed in the partner's form, kept in its own table and never
 * sent back; the record keeps only its last characters, so the form can say one is set.
 */
export const partnerHooks: ResourceHooks = {
  beforeSave: ({ values }) => {
    if (typeof values.sync_token === 'string') values.sync_token_hint = `…${values.sync_token.slice(-4)}`;
  },
  afterSave: async ({ tx, values, record }) => {
    if (typeof values.sync_token !== 'string') return;
    await tx
      .insert(partnerSyncTokens)
      .values({ partner_id: record.id, token: values.sync_token })
      .onConflictDoUpdate({
        target: partnerSyncTokens.partner_id,
        set: { token: values.sync_token, updated_at: new Date() },
      });
  },
};
