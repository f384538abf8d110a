import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface EditBarProps {
  changes: number;
  errors: number;
  canUndo: boolean;
  saving: boolean;
  onUndo(): void;
  onDiscard(): void;
  onSave(): void;
}

/** The pending change set of a list edited in place: how many cells, undo, discard, save. */
export function EditBar(props: EditBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('gridEdit.barLabel')}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 4,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => alpha(theme.palette.warning.light, 0.16),
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {t('gridEdit.changes', { count: props.changes })}
      </Typography>
      {props.errors > 0 ? (
        <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
          {t('gridEdit.errors', { count: props.errors })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', lg: 'block' } }}>
        {t('gridEdit.hint')}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button
        size="small"
        startIcon={<UndoOutlined />}
        onClick={props.onUndo}
        disabled={!props.canUndo || props.saving}
        title={t('gridEdit.undoKeys')}
      >
        {t('gridEdit.undo')}
      </Button>
      <Button size="small" onClick={props.onDiscard} disabled={props.saving}>
        {t('gridEdit.discard')}
      </Button>
      <Button
        size="small"
        variant="contained"
        startIcon={<SaveOutlined />}
        onClick={props.onSave}
        disabled={props.saving}
        title={t('gridEdit.saveKeys')}
      >
        {t('gridEdit.save')}
      </Button>
    </Box>
  );
}
