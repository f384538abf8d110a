import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import {
  bodyOf,
  checkBody,
  emptyValues,
  firstErrors,
  type ManagerErrors,
  type ManagerField,
  type ManagerValues,
  managerFields,
  sameValues,
  valuesOf,
} from './manager-values.ts';
import { createManager, type Manager, type ManagerBody, managerKeys, saveManager } from './managers-api.ts';
import { WorkspacesSelect } from './workspaces-select.tsx';
import './texts.ts';
import '../../i18n/crud-texts.ts';

interface ManagerFormProps {
  /** Undefined: a new manager, invited on save. */
  manager?: Manager;
  /** A dealer's own company; null for staff, who choose it for a new manager. */
  ownCompany: number | null;
}

/** A manager's details, the workspaces they act for and whether they may sign in. */
export function ManagerForm({ manager, ownCompany }: ManagerFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = manager ? 'update' : 'create';
  const initial = manager ? valuesOf(manager) : emptyValues(ownCompany);
  const [values, setValues] = useState<ManagerValues>(initial);
  const [errors, setErrors] = useState<ManagerErrors>({});
  const [notice, setNotice] = useState<string>();
  const [asking, setAsking] = useState(false);
  // the first field in error takes the focus once the form is enabled again (it is disabled while saving)
  const [focusOn, setFocusOn] = useState<ManagerField>();
  const dirty = !sameValues(values, initial);
  const save = useMutation({
    mutationFn: (body: ManagerBody) =>
      manager ? saveManager(manager.id, body, manager.updated_at) : createManager(body),
    onSuccess: async (saved) => {
      setAsking(false);
      queryClient.setQueryData(managerKeys.one(String(saved.id)), saved);
      await queryClient.invalidateQueries({ queryKey: managerKeys.all });
      if (manager) {
        notifySuccess(t('toasts.edited'));
        return;
      }
      notifySuccess(
        saved.active ? t('dealerManagers.inviteSent', { email: saved.email }) : t('dealerManagers.createdInactive'),
      );
      // Back from the new manager goes to the list, not to an empty form; their name's heading takes the focus
      navigate(`/dealers/managers/${saved.id}`, { replace: true, state: { focusTitle: true } });
    },
    onError: (error) => {
      setAsking(false);
      const invalid = validationErrors(error);
      if (invalid) {
        const found = firstErrors(invalid.errors);
        setErrors(found);
        if (Object.keys(found).length === 0) setNotice(invalid.message);
        setFocusOn(managerFields.find((f) => found[f]));
      } else if (error instanceof HttpError && error.status === 409) {
        setNotice(errorMessage(error)?.message ?? t('dealerManagers.stale'));
      }
    },
  });

  const set = <F extends ManagerField>(field: F, value: ManagerValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const found = checkBody(bodyOf(values, mode), mode);
    setErrors(found);
    const first = managerFields.find((f) => found[f]);
    if (first) return setFocusOn(first);
    // ending someone's sessions is asked first
    if (manager?.active && !values.active) setAsking(true);
    else save.mutate(bodyOf(values, mode));
  };
  const busy = save.isPending;
  useEffect(() => {
    if (!focusOn || busy) return;
    document.getElementById(`manager-${focusOn}`)?.focus();
    setFocusOn(undefined);
  }, [focusOn, busy]);
  const text = (name: 'name' | 'email' | 'phone' | 'job_title', extra?: { hint?: string; placeholder?: string }) => ({
    id: `manager-${name}`,
    name,
    label: t(`dealerManagers.fields.${name}`),
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? extra?.hint,
    placeholder: extra?.placeholder,
    disabled: busy,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  // a new manager's company: a dealer's own, chosen by staff
  const staffCreates = !manager && ownCompany === null;
  const company = staffCreates ? (values.dealer_id ?? undefined) : ownCompany === null ? values.dealer_id : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {notice ? <Alert severity="error">{notice}</Alert> : null}
        {staffCreates ? (
          <ReferencePicker
            id="manager-dealer_id"
            name="dealer_id"
            target="dealers-users"
            value={values.dealer_id}
            onChange={(dealer) => setValues((v) => ({ ...v, dealer_id: dealer, workspaces: [] }))}
            onBlur={() => undefined}
            inputRef={null}
            label={t('dealerManagers.company')}
            required
            disabled={busy}
            error={errors.dealer_id}
          />
        ) : null}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('dealerManagers.details')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...text('name')} required autoComplete="off" />
          <TextField {...text('job_title', { placeholder: t('dealerManagers.jobTitlePlaceholder') })} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('email', { hint: manager ? undefined : t('dealerManagers.emailHint') })}
            type="email"
            required
            autoComplete="off"
          />
          <TextField {...text('phone', { hint: t('dealerManagers.phoneHint') })} type="tel" />
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
          {t('dealerManagers.access')}
        </Typography>
        <WorkspacesSelect
          id="manager-workspaces"
          dealer={company}
          value={values.workspaces}
          onChange={(ids) => set('workspaces', ids)}
          error={errors.workspaces}
          disabled={busy}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                id="manager-active"
                checked={values.active}
                onChange={(event) => set('active', event.target.checked)}
                disabled={busy}
              />
            }
            label={t('dealerManagers.fields.active')}
          />
          <FormHelperText error={Boolean(errors.active)} sx={{ mt: 0 }}>
            {errors.active ??
              (values.active
                ? manager
                  ? t('dealerManagers.activeHint')
                  : t('dealerManagers.inviteHint')
                : manager?.active
                  ? t('dealerManagers.deactivateHint')
                  : t('dealerManagers.inactiveHint'))}
          </FormHelperText>
        </div>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy || (manager !== undefined && !dirty)}>
            {busy ? t('crudForm.saving') : manager || !values.active ? t('crudForm.save') : t('dealerManagers.send')}
          </Button>
          <Button
            disabled={busy || (manager !== undefined && !dirty)}
            onClick={() => {
              if (!manager) return navigate('/dealers/managers');
              setValues(initial);
              setErrors({});
              setNotice(undefined);
            }}
          >
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        destructive
        busy={busy}
        title={t('dealerManagers.deactivateTitle', { name: manager?.name ?? '' })}
        text={t('dealerManagers.deactivateText')}
        confirmLabel={t('dealerManagers.deactivate')}
        onConfirm={() => save.mutate(bodyOf(values, mode))}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
