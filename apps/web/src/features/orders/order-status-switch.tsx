import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '../../api/error-bodies.ts';
import { http } from '../../api/http.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useFormRecord } from '../../crud/form/form-slots.ts';
import { recordQueryOptions, resourceKeys } from '../../crud/resource-api.ts';
import { useFinalStatusQuestion } from './final-status-question.tsx';
import { ordersResource, statusesQuery, timelineKey } from './orders-api.ts';
import { useClosedOrder } from './use-closed-order.ts';
import './texts.ts';

/**
 * The order's status changed in one pick, beside the form (PATCH of that one field): the server
 * applies its rules (final statuses, stock) and the timeline shows who and when. While the form
 * holds unsaved changes it waits: saving the form afterwards would send the old status back. A
 * closed order's status is for good: the server refuses any other, so none is offered, and a final
 * one is asked first.
 */
export function OrderStatusSwitch({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { dirty } = useFormRecord();
  const record = useQuery(recordQueryOptions(ordersResource, id));
  const statuses = useQuery(statusesQuery);
  const closed = useClosedOrder();
  const question = useFinalStatusQuestion('now');
  const change = useMutation({
    mutationFn: (statusId: number) =>
      http.patch<{ data: Record<string, unknown> }>(`/orders/${id}`, { status_id: statusId }).then((r) => r.data),
    onSuccess: (updated) => {
      client.setQueryData(resourceKeys.detail(ordersResource, id), updated);
      void client.invalidateQueries({ queryKey: resourceKeys.all(ordersResource) });
      void client.invalidateQueries({ queryKey: timelineKey(id) });
      notifySuccess(t('orders.status.changed'));
    },
    onError: (error) => {
      const invalid = validationErrors(error);
      if (invalid) notifyError(invalid.errors.status_id?.[0] ?? invalid.message);
    },
  });
  const current = record.data?.status_id;
  const list = statuses.data ?? [];
  if (!canWrite || list.length === 0) return null;
  return (
    <>
      <TextField
        select
        size="small"
        fullWidth
        id="order-quick-status"
        label={t('orders.status.quick')}
        value={typeof current === 'number' ? current : ''}
        disabled={closed || dirty || change.isPending}
        helperText={closed ? t('orders.status.closed') : dirty ? t('orders.status.saveFirst') : undefined}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (next === current) return;
          void question.ask(next).then((yes) => {
            if (yes) change.mutate(next);
          });
        }}
      >
        {list.map((status) => (
          <MenuItem key={status.id} value={status.id}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: status.color, mr: 1, display: 'inline-block' }}
            />
            {status.title}
          </MenuItem>
        ))}
      </TextField>
      {question.dialog}
    </>
  );
}
