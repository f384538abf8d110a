import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { Card } from '../dealer-panel/panel-card.tsx';
import { cancelOrder, downloadInvoice, keys, orderQuery, reorder, statusesQuery } from './api.ts';
import { useFormat } from './format.ts';
import { OrderLines } from './order-lines.tsx';
import { StatusChip } from './status-chip.tsx';
import './texts.ts';
import './orders-texts.ts';
import '../../i18n/crud-texts.ts';

/** /dealers/orders/{id}: status and timeline, lines at captured prices, cancel, reorder, invoice, print. */
export function DealerOrderPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(id));
  const statuses = useQuery(statusesQuery);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(Number(id)),
    onSuccess: async (next) => {
      queryClient.setQueryData(orderQuery(id).queryKey, next);
      await queryClient.invalidateQueries({ queryKey: keys.orders });
      setAsking(false);
      notifySuccess(t('dealerOrders.show.cancelled'));
    },
    onError: () => setAsking(false),
  });
  const again = useMutation({
    mutationFn: () => reorder(Number(id)),
    onSuccess: (draft) => {
      queryClient.setQueryData(keys.draft(draft.workspace_id), draft);
      const gone = draft.lines.filter((l) => !l.available).length;
      notifySuccess(gone ? t('dealerOrders.show.reorderedGone', { count: gone }) : t('dealerOrders.show.reordered'));
      navigate(`/dealers/orders/new?workspace=${draft.workspace_id}`);
    },
  });
  // the screen keeps its title where every screen has it, also when the order is not this dealer's
  if (order.isError)
    return (
      <>
        <PageHeader title={t(routeTitleKey('Dealers.Orders.Show'))} />
        <Alert severity="error">{t('dealerOrders.show.notFound')}</Alert>
      </>
    );
  const o = order.data;
  if (!o) return <Skeleton variant="rounded" height={360} />;
  const cancellable = statuses.data?.statuses.find((s) => s.id === o.status_id)?.cancellable === true;
  const dealer = Boolean(user?.dealer);
  return (
    <>
      <PageHeader
        title={t('dealerOrders.number', { number: o.number })}
        subtitle={`${f.dateTime(o.created_at)} · ${dealer ? o.workspace_name : `${o.dealer_name} · ${o.workspace_name}`}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
            {dealer ? (
              <Button variant="contained" disabled={again.isPending} onClick={() => again.mutate()}>
                {t('dealerOrders.show.reorder')}
              </Button>
            ) : (
              <Button variant="contained" component={RouterLink} to={`/orders/${o.id}`}>
                {t('dealerOrders.show.toOrders')}
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() =>
                void downloadInvoice(o.id, o.number).catch(() => notifyError(t('dealerOrders.show.invoiceFailed')))
              }
            >
              {t('dealerOrders.show.invoice')}
            </Button>
            <Button variant="outlined" onClick={() => window.print()}>
              {t('dealerOrders.show.print')}
            </Button>
            {cancellable ? (
              <Button color="error" onClick={() => setAsking(true)}>
                {t('dealerOrders.show.cancel')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <OrderLines order={o} />
        <Stack spacing={2}>
          <Card id="dealer-order-status" title={t('dealerOrders.fields.status')}>
            <Box>
              <StatusChip id={o.status_id} title={o.status_title} />
            </Box>
            <Typography variant="body2">
              {t('dealerOrders.show.tracking')}:{' '}
              <strong>{o.tracking_number ?? t('dealerOrders.show.noTracking')}</strong>
            </Typography>
            <Typography variant="body2">
              {t(`resources.orders.options.delivery_method.${o.delivery_method}`)}
              {[o.delivery_city, o.delivery_method === 'np_branch' ? o.delivery_branch : null]
                .filter(Boolean)
                .map((x) => ` · ${x}`)
                .join('')}
            </Typography>
            <Typography variant="body2">{t(`resources.orders.options.payment_method.${o.payment_method}`)}</Typography>
            {o.comment ? (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {o.comment}
              </Typography>
            ) : null}
          </Card>
          <Card id="dealer-order-timeline" title={t('dealerOrders.show.timeline')}>
            {o.timeline.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('dealerOrders.show.noTimeline')}
              </Typography>
            ) : null}
            <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {o.timeline.map((step) => (
                <li key={`${step.at}-${step.status_id}`}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {step.status_title ?? '—'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {f.dateTime(step.at)}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Card>
        </Stack>
      </Box>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('dealerOrders.show.cancelTitle', { number: o.number })}
        text={t('dealerOrders.show.cancelText')}
        confirmLabel={t('dealerOrders.show.cancelConfirm')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
