import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { mapServerErrors } from '../form/form-errors.ts';
import { formResolver } from '../form/form-resolver.ts';
import { emptyValues, type FormValues } from '../form/form-values.ts';
import { FieldWidget } from '../form/widgets/field-widget.tsx';
import { labelKeys, screenPaths } from '../registry.ts';
import { createRecord, resourceKeys } from '../resource-api.ts';
import { createDialogFields } from './create-fields.ts';

export interface CreateDialogProps {
  resource: ResourceDef;
  open: boolean;
  onClose(): void;
  /** Values it starts with beyond the declared defaults (a subcategory's parent). */
  preset?: FormValues;
  /**
   * After saving: `open` goes straight to the new record's edit screen (a list: the record is
   * made to be filled in); `offer` stays and offers to open it (the tree: one may add several);
   * `stay` leaves it to `onCreated` (a picker picks the new record and closes the dialog).
   */
  then?: 'open' | 'offer' | 'stay';
  onCreated?(record: ResourceRecord): void;
}

/** A record made with only what it cannot be made without; the rest is filled in on its edit screen. */
export function CreateDialog({ resource, open, onClose, onCreated, ...rest }: CreateDialogProps) {
  const titleId = useId();
  const [created, setCreated] = useState<ResourceRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const done = (record: ResourceRecord) => {
    onCreated?.(record);
    if (rest.then === 'offer') setCreated(record);
  };
  const close = () => {
    if (busy) return;
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      // the next opening starts blank, not with the record just made
      slotProps={{ transition: { onExited: () => setCreated(null) } }}
    >
      {created ? (
        <CreatedStep resource={resource} record={created} titleId={titleId} onClose={close} />
      ) : (
        <CreateStep resource={resource} titleId={titleId} onClose={close} onBusy={setBusy} {...rest} onCreated={done} />
      )}
    </Dialog>
  );
}

interface StepProps {
  resource: ResourceDef;
  titleId: string;
  onClose(): void;
}

function CreateStep({
  resource,
  titleId,
  onClose,
  onBusy,
  preset,
  then = 'open',
  onCreated,
}: StepProps & Omit<CreateDialogProps, 'resource' | 'open' | 'onClose'> & { onBusy(busy: boolean): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useMemo(() => createDialogFields(resource), [resource]);
  const resolver = useMemo(() => formResolver(resource, 'create'), [resource]);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: { ...emptyValues(resource), ...preset },
    resolver,
  });
  const [problems, setProblems] = useState<string[]>([]);
  const saving = form.formState.isSubmitting;

  // typing starts at once: focus is in the dialog before its focus trap looks for a place
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
  }, []);

  const onValid = async (payload: FormValues) => {
    setProblems([]);
    onBusy(true);
    try {
      const record = await createRecord(resource, payload);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      notifySuccess(t('toasts.created'));
      onBusy(false);
      onCreated?.(record);
      if (then === 'open') void navigate(screenPaths.edit(resource, record.id));
    } catch (error) {
      onBusy(false);
      const invalid = validationErrors(error);
      if (!invalid) {
        // 5xx, 403 and the like were toasted by the http client; the rest speaks here
        const message = errorMessage(error)?.message;
        if (message) setProblems([message]);
        return;
      }
      const mapped = mapServerErrors(resource, invalid.errors);
      const shown = new Set(fields.map(([name]) => name));
      const here = mapped.fields.filter(([path]) => shown.has(path.split('.')[0] ?? ''));
      for (const [i, [path, message]] of here.entries()) {
        form.setError(path, { type: 'server', message }, { shouldFocus: i === 0 });
      }
      // what a field of the dialog cannot show (a field only the edit form has) goes above them
      const elsewhere = mapped.fields.filter((entry) => !here.includes(entry)).map(([, message]) => message);
      const above = [...mapped.form, ...elsewhere];
      setProblems(above.length > 0 || here.length === 0 ? [...above, invalid.message].filter(Boolean) : []);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('crudCreate.title', { what: t(labelKeys.one(resource)) })}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          ref={formRef}
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            // a dialog opened from a picker sits in another form's React tree: its submit is its own
            event.stopPropagation();
            return saving ? event.preventDefault() : form.handleSubmit(onValid)(event);
          }}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          {problems.length > 0 ? (
            <Alert severity="error" role="alert">
              {problems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          ) : null}
          {fields.map(([name, field]) => {
            const hintKey = labelKeys.hint(resource, name);
            return (
              <FieldWidget
                key={name}
                resource={resource}
                name={name}
                field={field}
                control={form.control}
                label={t(labelKeys.field(resource, name), { defaultValue: name })}
                hint={i18n.exists(hintKey) ? t(hintKey) : undefined}
                required={Boolean(field.required)}
                disabled={saving}
              />
            );
          })}
          <DialogContentText variant="body2">{t('crudCreate.rest')}</DialogContentText>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          {saving ? t('crudForm.saving') : t('crudCreate.submit')}
        </Button>
      </DialogActions>
    </>
  );
}

function CreatedStep({ resource, record, titleId, onClose }: StepProps & { record: ResourceRecord }) {
  const { t } = useTranslation();
  const named = record[resource.titleField];
  const title = typeof named === 'string' && named !== '' ? named : `#${record.id}`;
  return (
    <>
      <DialogTitle id={titleId}>{t('crudCreate.createdTitle', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('crudCreate.createdText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crudCreate.done')}</Button>
        <Button component={RouterLink} to={screenPaths.edit(resource, record.id)} variant="contained" autoFocus>
          {t('crudCreate.open')}
        </Button>
      </DialogActions>
    </>
  );
}
