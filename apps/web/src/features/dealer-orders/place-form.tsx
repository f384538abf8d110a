import { deliveryMethods } from '@kramar/contract/resources/orders.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { SelectOption } from '../../components/select-menu.tsx';
import { workspaceQuery } from '../dealer-panel/panel-api.ts';
import { Card } from '../dealer-panel/panel-card.tsx';
import { type Draft, keys, placeOrder, statusesQuery } from './api.ts';
import { useMoney } from './money.ts';
import './draft-texts.ts';

/** The server's messages for a refused placing, one per line. */
function refusal(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { message?: string; errors?: Record<string, string[]> } | null;
  const all = Object.values(body?.errors ?? {}).flat();
  return all.length ? [...new Set(all)] : body?.message ? [body.message] : [];
}

/**
 * Placing the draft: delivery (the workspace's defaults to start from), the payment terms the shop
 * offers dealers, a comment. Under the group's minimum the button waits and says by how much.
 */
export function PlaceForm({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const f = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const space = useQuery(workspaceQuery(String(draft.workspace_id)));
  const statuses = useQuery(statusesQuery);
  const payments = statuses.data?.payment_methods ?? [];
  const [delivery, setDelivery] = useState('');
  const [city, setCity] = useState('');
  const [branch, setBranch] = useState('');
  const [payment, setPayment] = useState('');
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (!space.data) return;
    setDelivery(space.data.delivery_method);
    setCity(space.data.city);
    setBranch(space.data.np_branch ?? '');
  }, [space.data]);
  useEffect(() => {
    if (!payment && payments[0]) setPayment(payments[0]);
  }, [payment, payments]);
  const place = useMutation({
    mutationFn: () =>
      placeOrder({
        workspace: draft.workspace_id,
        delivery_method: delivery || undefined,
        delivery_city: city,
        delivery_branch: delivery === 'np_branch' ? branch : '',
        payment_method: payment || undefined,
        comment,
      }),
    onSuccess: async (order) => {
      queryClient.setQueryData(keys.draft(draft.workspace_id), { ...draft, lines: [], items_total: 0 });
      await queryClient.invalidateQueries({ queryKey: keys.orders });
      notifySuccess(t('dealerOrders.place.placed', { number: order.number }));
      navigate(`/dealers/orders/${order.id}`);
    },
  });
  const minimum = draft.min_order_amount ?? 0;
  const short = minimum - draft.items_total;
  const unavailable = draft.lines.some((l) => !l.available);
  const refused = refusal(place.error);
  return (
    <Card id="dealer-place" title={t('dealerOrders.place.title')}>
      <Typography variant="h6" component="p">
        {t('dealerOrders.place.total', { sum: f.money(draft.items_total) })}
      </Typography>
      {short > 0 ? (
        <Alert severity="warning">
          {t('dealerOrders.place.belowMinimum', { minimum: f.money(minimum), missing: f.money(short) })}
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('dealerOrders.place.delivery')}
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
        >
          {deliveryMethods.map((m) => (
            <SelectOption key={m} value={m}>
              {t(`resources.orders.options.delivery_method.${m}`)}
            </SelectOption>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('dealerOrders.place.city')}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
        {delivery === 'np_branch' ? (
          <TextField
            size="small"
            label={t('dealerOrders.place.branch')}
            value={branch}
            onChange={(e) => setBranch(e.target.value)}
          />
        ) : null}
        <TextField
          select
          size="small"
          label={t('dealerOrders.place.payment')}
          value={payments.includes(payment) ? payment : ''}
          onChange={(event) => setPayment(event.target.value)}
        >
          {payments.map((m) => (
            <SelectOption key={m} value={m}>
              {t(`resources.orders.options.payment_method.${m}`)}
            </SelectOption>
          ))}
        </TextField>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('dealerOrders.place.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
      {refused.length ? (
        <Alert severity="error">
          {refused.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        disabled={draft.lines.length === 0 || short > 0 || unavailable || place.isPending}
        onClick={() => place.mutate()}
      >
        {t('dealerOrders.place.submit')}
      </Button>
      {unavailable ? (
        <Typography variant="body2" color="text.secondary">
          {t('dealerOrders.place.removeUnavailable')}
        </Typography>
      ) : null}
    </Card>
  );
}
