import { dealerWorkspaces, fieldErrors, inputSchema } from '@kramar/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '../../api/error-bodies.ts';
import type { Workspace } from './panel-api.ts';
import './texts.ts';

const deliveryField = dealerWorkspaces.fields.delivery_method;
const deliveryMethods: readonly string[] = deliveryField.kind === 'enum' ? deliveryField.options : [];

export const detailFields = ['name', 'city', 'street', 'delivery_method', 'np_branch', 'phone'] as const;
export type DetailField = (typeof detailFields)[number];
export type DetailValues = Record<DetailField, string>;
type Errors = Partial<Record<DetailField, string>>;

export const emptyDetails: DetailValues = {
  name: '',
  city: '',
  street: '',
  delivery_method: 'np_branch',
  np_branch: '',
  phone: '',
};

export const detailsOf = (w: Workspace): DetailValues => ({
  name: w.name,
  city: w.city,
  street: w.street ?? '',
  delivery_method: w.delivery_method,
  np_branch: w.np_branch ?? '',
  phone: w.phone ?? '',
});

/**
 * A workspace's details as typed, checked by the contract's own rules before they are sent;
 * empty optional fields go as null (the server keeps «no street», not an empty one).
 */
export function useWorkspaceForm(initial: DetailValues) {
  const [values, setValues] = useState<DetailValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: DetailField, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };
  /** The body to send, or undefined with the errors shown and the first wrong field focused. */
  const checked = (): Record<DetailField, string | null> | undefined => {
    const body = Object.fromEntries(
      detailFields.map((f) => [f, values[f].trim() === '' ? null : values[f].trim()]),
    ) as Record<DetailField, string | null>;
    // a new one's company is added by the caller; only the details are checked here
    const parsed = inputSchema(dealerWorkspaces, 'update').safeParse(body);
    if (parsed.success) return body;
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    setErrors(Object.fromEntries(detailFields.map((f) => [f, found[f]?.[0]])));
    const first = detailFields.find((f) => found[f]);
    if (first) document.getElementById(`workspace-${first}`)?.focus();
    return undefined;
  };
  /** The server's field errors on their fields; true when it named any of them. */
  const serverSaid = (error: unknown): boolean => {
    const invalid = validationErrors(error);
    if (!invalid) return false;
    setErrors(Object.fromEntries(detailFields.map((f) => [f, invalid.errors[f]?.[0]])));
    return detailFields.some((f) => invalid.errors[f]);
  };
  return { values, setValues, errors, set, checked, serverSaid };
}

interface WorkspaceFieldsProps {
  form: ReturnType<typeof useWorkspaceForm>;
  disabled: boolean;
}

/** The inputs of a workspace's details, laid out in pairs on a wide screen. */
export function WorkspaceFields({ form, disabled }: WorkspaceFieldsProps) {
  const { t } = useTranslation();
  const bind = (name: DetailField) => ({
    id: `workspace-${name}`,
    name,
    label: t(`dealerPanel.fields.${name}`),
    value: form.values[name],
    error: Boolean(form.errors[name]),
    helperText: form.errors[name] ?? (name === 'phone' ? t('dealerPanel.phoneHint') : undefined),
    disabled,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
  });
  return (
    <>
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
        {form.values.delivery_method === 'np_branch' ? (
          <TextField {...bind('np_branch')} fullWidth placeholder={t('dealerPanel.npBranchPlaceholder')} />
        ) : null}
      </Stack>
      <TextField {...bind('phone')} type="tel" fullWidth sx={{ maxWidth: { sm: 320 } }} />
    </>
  );
}
