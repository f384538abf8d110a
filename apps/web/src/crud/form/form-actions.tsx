import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface FormActionsProps {
  formId: string;
  listPath: string;
  canWrite: boolean;
  canDelete: boolean;
  saving: boolean;
  onDelete(): void;
  /** A feature's own buttons, first. */
  extra?: ReactNode;
}

/** The header's buttons: save (submits the form from outside it), cancel back to the list, delete. */
/** Unsaved changes are said, and saved or discarded, in the save bar at the form's foot. */
export function FormActions({ formId, listPath, canWrite, canDelete, saving, onDelete, extra }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
      {extra}
      {/* a phone has room for the icon only, beside cancel and save */}
      {canDelete ? (
        <>
          <Button
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={onDelete}
            disabled={saving}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('crudForm.delete')}
          </Button>
          <IconButton
            color="error"
            aria-label={t('crudForm.delete')}
            onClick={onDelete}
            disabled={saving}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <DeleteOutlineRoundedIcon />
          </IconButton>
        </>
      ) : null}
      <Button component={RouterLink} to={listPath} variant="outlined">
        {t('common.cancel')}
      </Button>
      {canWrite ? (
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={saving}
          aria-busy={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveRoundedIcon />}
        >
          {saving ? t('crudForm.saving') : t('crudForm.save')}
        </Button>
      ) : null}
    </Box>
  );
}
