import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './texts.ts';

/** Ordering needs a trading point: the draft and the prices are a workspace's. */
export function NoWorkspace() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('dealerOrders.noWorkspaceTitle')}</Typography>
      <Typography color="text.secondary">{t('dealerOrders.noWorkspace')}</Typography>
      <Button component={RouterLink} to="/dealers/workspaces" variant="outlined">
        {t('dealerOrders.toWorkspaces')}
      </Button>
    </Paper>
  );
}
