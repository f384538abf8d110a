import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { createWorkspace, workspaceKeys } from './panel-api.ts';
import { emptyDetails, useWorkspaceForm, WorkspaceFields } from './workspace-form.tsx';
import './texts.ts';
import '../../i18n/crud-texts.ts';

interface CreateDialogProps {
  open: boolean;
  /** Staff name the company; a principal's is its own. */
  staff: boolean;
  onClose(): void;
}

/** A new workspace in a dialog (SPEC §2 gives workspaces no create screen); it opens once made. */
export function WorkspaceCreateDialog({ open, staff, onClose }: CreateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useWorkspaceForm(emptyDetails);
  const [dealer, setDealer] = useState<number | null>(null);
  const [dealerError, setDealerError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const create = useMutation({
    mutationFn: createWorkspace,
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      notifySuccess(t('toasts.created'));
      onClose();
      await navigate(`/dealers/workspaces/${made.id}`);
    },
    onError: (error) => {
      const invalid = validationErrors(error);
      setDealerError(invalid?.errors.dealer_id?.[0]);
      if (!form.serverSaid(error) && invalid && !invalid.errors.dealer_id) setNotice(invalid.message);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const missing = staff && dealer === null;
    setDealerError(missing ? t('dealerPanel.chooseCompany') : undefined);
    const body = form.checked();
    if (body && !missing) create.mutate(staff ? { ...body, dealer_id: dealer } : body);
  };
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('dealerPanel.newWorkspace')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {notice ? <Alert severity="error">{notice}</Alert> : null}
            {staff ? (
              <ReferencePicker
                id="workspace-dealer"
                name="dealer_id"
                target="dealers-users"
                value={dealer}
                onChange={(id) => {
                  setDealer(id);
                  setDealerError(undefined);
                }}
                onBlur={() => undefined}
                inputRef={null}
                label={t('dealerPanel.company')}
                required
                disabled={create.isPending}
                error={dealerError}
                helper={dealerError}
              />
            ) : null}
            <WorkspaceFields form={form} disabled={create.isPending} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('dealerPanel.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
