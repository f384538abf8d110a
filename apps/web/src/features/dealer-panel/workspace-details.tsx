import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { saveWorkspace, type Workspace, workspaceKeys } from './panel-api.ts';
import { Card } from './panel-card.tsx';
import { detailFields, detailsOf, useWorkspaceForm, WorkspaceFields } from './workspace-form.tsx';
import './texts.ts';
import '../../i18n/crud-texts.ts';

/** The details a dealer keeps itself: name, address, delivery and phone (never its company or price group). */
export function WorkspaceDetails({ workspace, canWrite }: { workspace: Workspace; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useWorkspaceForm(detailsOf(workspace));
  const [notice, setNotice] = useState<string>();
  const dirty = detailFields.some((f) => form.values[f] !== detailsOf(workspace)[f]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveWorkspace(workspace.id, body, workspace.updated_at),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workspaceKeys.one(String(saved.id)), saved);
      form.setValues(detailsOf(saved));
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      notifySuccess(t('toasts.edited'));
    },
    onError: (error) => {
      if (form.serverSaid(error)) return;
      const invalid = validationErrors(error);
      if (invalid) setNotice(invalid.message);
      else if (error instanceof HttpError && error.status === 409) {
        setNotice(errorMessage(error)?.message ?? t('dealerPanel.stale'));
      }
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const body = form.checked();
    if (body) save.mutate(body);
  };
  return (
    <Card id="workspace-details" title={t('dealerPanel.details')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        {notice ? <Alert severity="error">{notice}</Alert> : null}
        <WorkspaceFields form={form} disabled={!canWrite || save.isPending} />
        {canWrite ? (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
              {save.isPending ? t('crudForm.saving') : t('crudForm.save')}
            </Button>
            <Button disabled={!dirty || save.isPending} onClick={() => form.setValues(detailsOf(workspace))}>
              {t('common.cancel')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
