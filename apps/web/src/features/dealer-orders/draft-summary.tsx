import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { draftQuery } from './api.ts';
import { useMoney } from './money.ts';
import './catalog-texts.ts';

/**
 * The workspace's draft in one line: how many lines, their sum at the dealer's prices, and the way
 * to it. On a phone it sticks to the bottom of the screen while the dealer scrolls the catalogue.
 */
export function DraftSummary({ workspace }: { workspace: number }) {
  const { t } = useTranslation();
  const f = useMoney();
  const draft = useQuery(draftQuery(workspace));
  const lines = draft.data?.lines.length ?? 0;
  return (
    <Paper
      component="section"
      aria-label={t('dealerOrders.draft.summary')}
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, md: 16 },
        zIndex: 2,
        mt: 2,
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minHeight: 56,
      }}
    >
      <Typography sx={{ flex: 1 }}>
        {draft.data
          ? lines === 0
            ? t('dealerOrders.draft.emptyShort')
            : t('dealerOrders.draft.linesSum', { count: lines, sum: f.money(draft.data.items_total) })
          : '\u00a0'}
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/dealers/orders/new?workspace=${workspace}`}>
        {t('dealerOrders.draft.open')}
      </Button>
    </Paper>
  );
}
