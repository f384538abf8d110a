import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/list/format.ts';
import type { CellProps } from '../../crud/list/list-extensions.ts';
import { intlLocale } from '../../i18n/i18n.ts';

const tone = { ok: 'success.main', failed: 'error.main', never: 'text.secondary' } as const;

/** The last sync's outcome, when it was, and why it failed: what a manager reads before syncing again. */
export function SyncStateCell({ resource, row }: CellProps) {
  const { t, i18n } = useTranslation();
  const state =
    typeof row.sync_state === 'string' && row.sync_state in tone ? (row.sync_state as keyof typeof tone) : 'never';
  const error = typeof row.sync_error === 'string' ? row.sync_error : '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: tone[state], fontWeight: 500 }}>
        {t(`resources.${resource.name}.options.sync_state.${state}`)}
        {row.synced_at ? (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
            {formatDateTime(row.synced_at, intlLocale(i18n.language))}
          </Typography>
        ) : null}
      </Typography>
      {state === 'failed' && error ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
