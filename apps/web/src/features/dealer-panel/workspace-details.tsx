import { dealerWorkspaces, fieldErrors, inputSchema } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { saveWorkspace, type Workspace, workspaceKeys } from './panel-api.ts';
import { Card } from './panel-card.tsx';
import './texts.ts';

const deliveryField = dealerWorkspaces.fields.delivery_method;
const deliveryMethods: readonly string[] = deliveryField.kind === 'enum' ? deliveryField.options : [];

const fields = ['name', 'city', 'street', 'delivery_method', 'np_branch', 'phone'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const valuesOf = (w: Workspace): Values => ({
  name: w.name,
  city: w.city,
  street: w.street ?? '',
  delivery_method: w.delivery_method,
  np_branch: w.np_branch ?? '',
  phone: w.phone ?? '',
});

/** Empty optional fields are sent as null: the server keeps «no street», not an empty one. */
const bodyOf = (v: Values) =>
  Object.fromEntries(fields.map((f) => [f, v[f].trim() === '' ? null : v[f].trim()])) as Record<Field, string | null>;

/** The details a dealer keeps itself: name, address, delivery and phone (never its company or price group). */
export function WorkspaceDetails({ workspace, canWrite }: { workspace: Workspace; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(workspace));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const dirty = fields.some((f) => values[f] !== valuesOf(workspace)[f]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveWorkspace(workspace.id, body, workspace.updated_at),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workspaceKeys.one(String(saved.id)), saved);
      setValues(valuesOf(saved));
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      notifySuccess(t('toasts.edited'));
    },
    onError: (error) => {
      const invalid = validationErrors(error);
      if (invalid) {
        setErrors(Object.fromEntries(fields.map((f) => [f, invalid.errors[f]?.[0]])));
        if (!fields.some((f) => invalid.errors[f])) setNotice(invalid.message);
      } else if (error instanceof HttpError && error.status === 409) {
        setNotice(errorMessage(error)?.message ?? t('dealerPanel.stale'));
      }
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const body = bodyOf(values);
    const checked = inputSchema(dealerWorkspaces, 'update').safeParse(body);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(Object.fromEntries(fields.map((f) => [f, found[f]?.[0]])));
      const first = fields.find((f) => found[f]);
      if (first) document.getElementById(`workspace-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const bind = (name: Field) => ({
    id: `workspace-${name}`,
    name,
    label: t(`dealerPanel.fields.${name}`),
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? (name === 'phone' ? t('dealerPanel.phoneHint') : undefined),
    disabled: !canWrite || save.isPending,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });
  return (
    <Card id="workspace-details" title={t('dealerPanel.details')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        {notice ? <Alert severity="error">{notice}</Alert> : null}
        <TextField {...bind('name')} required fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...bind('city')} required fullWidth />
          <TextField {...bind('street')} fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...bind('delivery_method')} select required fullWidth>
            {deliveryMethods.map((method) => (
              <MenuItem key={method} value={method}>
                {t(`resources.orders.options.delivery_method.${method}`)}
              </MenuItem>
            ))}
          </TextField>
          {values.delivery_method === 'np_branch' ? (
            <TextField {...bind('np_branch')} fullWidth placeholder={t('dealerPanel.npBranchPlaceholder')} />
          ) : null}
        </Stack>
        <TextField {...bind('phone')} type="tel" fullWidth sx={{ maxWidth: { sm: 320 } }} />
        {canWrite ? (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
              {save.isPending ? t('crudForm.saving') : t('crudForm.save')}
            </Button>
            <Button disabled={!dirty || save.isPending} onClick={() => setValues(valuesOf(workspace))}>
              {t('common.cancel')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
