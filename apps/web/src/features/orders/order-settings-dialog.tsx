import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import {
  type OrderSettings,
  type StatusOption,
  saveSettings,
  settingsKey,
  settingsQuery,
  statusesQuery,
} from './orders-api.ts';
import { StatusBadge } from './status-badge.tsx';
import './texts.ts';

/** GET/PUT /api/orders/settings as a dialog over the orders list. */
export function OrderSettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  // the settings name statuses: the freshest list, not the one the orders list cached
  const statuses = useQuery({ ...statusesQuery, staleTime: 0 });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="order-settings-title">
      <DialogTitle id="order-settings-title">{t('orders.settings.title')}</DialogTitle>
      {settings.data && statuses.data ? (
        <SettingsForm initial={settings.data} statuses={statuses.data} onClose={onClose} />
      ) : settings.isError ? (
        <DialogContent>
          <Alert severity="error">{t('orders.settings.failed')}</Alert>
        </DialogContent>
      ) : (
        <DialogContent role="status" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </DialogContent>
      )}
    </Dialog>
  );
}

interface FormProps {
  initial: OrderSettings;
  statuses: StatusOption[];
  onClose(): void;
}

function SettingsForm({ initial, statuses, onClose }: FormProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [start, setStart] = useState(String(initial.number_start));
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      notifySuccess(t('orders.settings.saved'));
      onClose();
    },
  });
  const errors = validationErrors(save.error);
  const errorOf = (field: string) => errors?.errors[field]?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...values, number_start: Number(start) });
  };
  const byId = new Map(statuses.map((s) => [s.id, s]));
  const many = (field: 'reserve_status_ids' | 'release_status_ids') => (
    <TextField
      select
      id={`settings-${field}`}
      label={t(`orders.settings.${field}`)}
      value={values[field]}
      onChange={(event) => {
        const picked = event.target.value as unknown as number[];
        setValues({ ...values, [field]: picked });
      }}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? t(`orders.settings.${field}Hint`)}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(ids as number[]).map((id) => {
                const status = byId.get(id);
                return status ? <StatusBadge key={id} status={status} /> : null;
              })}
            </Box>
          ),
        },
      }}
    >
      {statuses.map((status) => (
        <MenuItem key={status.id} value={status.id}>
          {status.title}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        {errors?.message && Object.keys(errors.errors).length === 0 ? (
          <Alert severity="error">{errors.message}</Alert>
        ) : null}
        <TextField
          select
          id="settings-new_status_id"
          label={t('orders.settings.new_status_id')}
          value={values.new_status_id ?? ''}
          onChange={(event) => setValues({ ...values, new_status_id: Number(event.target.value) })}
          error={Boolean(errorOf('new_status_id'))}
          helperText={errorOf('new_status_id')}
          sx={{ mt: 1 }}
        >
          {statuses.map((status) => (
            <MenuItem key={status.id} value={status.id}>
              {status.title}
            </MenuItem>
          ))}
        </TextField>
        {many('reserve_status_ids')}
        {many('release_status_ids')}
        <TextField
          id="settings-number_start"
          label={t('orders.settings.number_start')}
          value={start}
          onChange={(event) => setStart(event.target.value.replace(/\D/g, ''))}
          error={Boolean(errorOf('number_start'))}
          helperText={errorOf('number_start') ?? t('orders.settings.number_startHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <ReferencePicker
          id="settings-default_manager_id"
          name="default_manager_id"
          target="admin-users"
          value={values.default_manager_id}
          onChange={(id) => setValues({ ...values, default_manager_id: id })}
          onBlur={() => undefined}
          inputRef={null}
          label={t('orders.settings.default_manager_id')}
          required={false}
          disabled={false}
          error={errorOf('default_manager_id')}
          helper={errorOf('default_manager_id')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('crudForm.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
