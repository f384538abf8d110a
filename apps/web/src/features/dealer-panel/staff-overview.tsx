import { can } from '@kramar/contract/access.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { OrderFigures } from './order-figures.tsx';
import type { Dashboard } from './panel-api.ts';
import './texts.ts';

const order = ['pending', 'approved', 'blocked', 'rejected'] as const;

/** Where each figure leads: the waiting ones to moderation, the rest to the list filtered by status. */
const pathOf = (status: string) =>
  status === 'pending' ? '/dealers-users/moderation' : `/dealers-users?filter[status]=${status}`;

/** Staff's dealer panel: companies by status, each a way into its list, and the dealers' workspaces. */
export function StaffOverview({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const statuses = data.statuses ?? {};
  return (
    <Stack spacing={3}>
      <Stack
        component="ul"
        aria-label={t('dealerPanel.byStatus')}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {order.map((status) => (
          <li key={status}>
            <Paper variant="outlined" sx={{ height: '100%' }}>
              <Box
                component={RouterLink}
                to={pathOf(status)}
                sx={{
                  display: 'block',
                  height: '100%',
                  p: 2,
                  borderRadius: 1,
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {number.format(statuses[status] ?? 0)}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary">
                  {t(`dealerPanel.statuses.${status}`)}
                </Typography>
              </Box>
            </Paper>
          </li>
        ))}
      </Stack>
      <OrderFigures data={data} staff />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/dealers/workspaces" variant="outlined">
          {t('dealerPanel.allWorkspaces', { count: data.workspaces_total })}
        </Button>
        {can(user, 'dealer.price_groups.show') ? (
          <Button component={RouterLink} to="/dealers/price-groups" variant="outlined">
            {t('dealerPanel.toPriceGroups')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
