import { paymentMethods } from '@kramar/contract/resources/orders.ts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { type DealerOrderSettings, keys, saveSettings, settingsQuery, statusesQuery } from './api.ts';
import './orders-texts.ts';

/** Staff's settings of dealer orders (GET/PUT /api/dealers/orders/settings), opened from /dealers/orders. */
export function SettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const current = useQuery(settingsQuery);
  const statuses = useQuery(statusesQuery);
  const [form, setForm] = useState<DealerOrderSettings | null>(null);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: DealerOrderSettings) => saveSettings(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: keys.statuses });
      notifySuccess(t('dealerOrders.settings.saved'));
      onClose();
    },
  });
  const list = statuses.data?.statuses ?? [];
  const set = (next: Partial<DealerOrderSettings>) => setForm((f) => (f ? { ...f, ...next } : f));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('dealerOrders.settings.title')}</DialogTitle>
      <DialogContent>
        {!form ? (
          <Skeleton variant="rounded" height={280} />
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('dealerOrders.settings.newStatus')}
              helperText={t('dealerOrders.settings.newStatusHint')}
              value={form.new_status_id ?? ''}
              onChange={(e) => set({ new_status_id: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <MenuItem value="">{t('dealerOrders.settings.asOrders')}</MenuItem>
              {list.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('dealerOrders.settings.cancelIn')}
              value={form.cancel_status_ids}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (v) =>
                    (v as number[]).map((id) => list.find((s) => s.id === id)?.title ?? id).join(', '),
                },
              }}
              onChange={(e) => set({ cancel_status_ids: (e.target.value as unknown as number[]).map(Number) })}
            >
              {list.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('dealerOrders.settings.cancelTo')}
              helperText={t('dealerOrders.settings.cancelToHint')}
              value={form.cancel_status_id ?? ''}
              onChange={(e) => set({ cancel_status_id: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <MenuItem value="">{t('dealerOrders.settings.noCancel')}</MenuItem>
              {list.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.title}
                </MenuItem>
              ))}
            </TextField>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('dealerOrders.settings.payments')}</FormLabel>
              <FormGroup row>
                {paymentMethods.map((m) => (
                  <FormControlLabel
                    key={m}
                    label={t(`resources.orders.options.payment_method.${m}`)}
                    control={
                      <Checkbox
                        checked={form.payment_methods.includes(m)}
                        onChange={(_e, on) =>
                          set({
                            payment_methods: on
                              ? [...form.payment_methods, m]
                              : form.payment_methods.filter((x) => x !== m),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
            <FormControlLabel
              control={<Switch checked={form.exact_stock} onChange={(_e, on) => set({ exact_stock: on })} />}
              label={t('dealerOrders.settings.exactStock')}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!form || save.isPending || form.payment_methods.length === 0}
          onClick={() => form && save.mutate(form)}
        >
          {t('dealerOrders.settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
