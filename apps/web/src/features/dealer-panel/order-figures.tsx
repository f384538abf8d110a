import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { Dashboard } from './panel-api.ts';
import { Card } from './panel-card.tsx';
import './texts.ts';

/** This month's purchases against last month's, and the orders by status, each a way into the list. */
function PurchasesCard({ orders }: { orders: Dashboard['orders'] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const { this_month: now, last_month: before } = orders;
  const change = before.total > 0 ? Math.round(((now.total - before.total) / before.total) * 100) : null;
  return (
    <Card id="dealer-purchases" title={t('dealerPanel.purchases')}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {formatMoney(now.total, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dealerPanel.thisMonth', { count: now.count })}
            {change === null ? '' : ` · ${change > 0 ? '+' : ''}${change} %`}
          </Typography>
        </div>
        <div>
          <Typography variant="h6" component="p">
            {formatMoney(before.total, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dealerPanel.lastMonth', { count: before.count })}
          </Typography>
        </div>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        // a name needs a role to be read out (axe: aria-prohibited-attr on a plain div)
        role="group"
        aria-label={t('dealerPanel.ordersByStatus')}
      >
        {orders.by_status.map((s) => (
          <Chip
            key={s.status_id ?? 'none'}
            component={RouterLink}
            to={s.status_id === null ? '/dealers/orders' : `/dealers/orders?filter[status_id]=${s.status_id}`}
            clickable
            variant="outlined"
            label={`${s.title ?? t('dealerPanel.noStatus')}: ${s.count}`}
            sx={s.color ? { borderColor: s.color } : undefined}
          />
        ))}
      </Stack>
    </Card>
  );
}

/** The latest orders, each a link to its screen (staff also see whose it is). */
function LatestCard({ orders, staff }: { orders: Dashboard['orders']; staff: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Card id="dealer-latest" title={t('dealerPanel.latestOrders')}>
      {orders.latest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dealerPanel.noOrders')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {orders.latest.map((o) => (
            <li key={o.id}>
              <Link component={RouterLink} to={`/dealers/orders/${o.id}`} sx={{ fontWeight: 600 }}>
                №{o.number}
              </Link>{' '}
              <Typography component="span" variant="body2">
                {formatMoney(o.total, locale)} · {o.status_title ?? t('dealerPanel.noStatus')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(o.created_at, locale)} · {staff ? o.dealer_name : o.workspace_name}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** Each workspace's draft: how much it holds and whether it reaches the group's minimum. */
function DraftsCard({ drafts }: { drafts: Dashboard['drafts'] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Card id="dealer-drafts" title={t('dealerPanel.drafts')}>
      {drafts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dealerPanel.noDrafts')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {drafts.map((d) => (
            <li key={d.workspace_id}>
              <Link component={RouterLink} to={`/dealers/orders/new?workspace=${d.workspace_id}`}>
                {d.workspace_name}
              </Link>
              <Typography variant="body2" color={d.below_minimum ? 'warning.main' : 'text.secondary'}>
                {t('dealerPanel.draftLines', { count: d.lines, total: formatMoney(d.items_total, locale) })}
                {d.below_minimum && d.min_order_amount !== null
                  ? ` · ${t('dealerPanel.belowMinimum', { minimum: formatMoney(d.min_order_amount, locale) })}`
                  : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** Staff's extras: the applications waiting and the dealers who bought most this month. */
function StaffCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <>
      <Card id="dealer-pending" title={t('dealerPanel.pendingApplications')}>
        {(data.pending_applications ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('dealerPanel.noPending')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.pending_applications?.map((a) => (
              <li key={a.id}>
                <Link component={RouterLink} to={`/dealers-users/${a.id}`}>
                  {a.legal_name}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatDate(a.created_at, locale)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <Card id="dealer-top" title={t('dealerPanel.topDealers')}>
        {(data.top_dealers ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('dealerPanel.noOrders')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {data.top_dealers?.map((d) => (
              <li key={d.dealer_id}>
                {d.legal_name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatMoney(d.total, locale)} · {t('dealerPanel.ordersCount', { count: d.orders })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </>
  );
}

/** The dashboard's order figures (issue 29): a dealer's own, or staff's over every dealer. */
export function OrderFigures({ data, staff }: { data: Dashboard; staff: boolean }) {
  return (
    <Stack
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <PurchasesCard orders={data.orders} />
      <LatestCard orders={data.orders} staff={staff} />
      {staff ? <StaffCards data={data} /> : <DraftsCard drafts={data.drafts} />}
    </Stack>
  );
}
