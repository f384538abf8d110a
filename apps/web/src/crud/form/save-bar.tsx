import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';

interface SaveBarProps {
  formId: string;
  dirty: boolean;
  saving: boolean;
  /** Back to the values last loaded or saved. */
  onDiscard(): void;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Shopify's contextual save bar: once the form holds changes, save and discard stay in reach at
 * the bottom of the window however long the form is. It is the form's last child and sticks to
 * the window's bottom edge, so at the end of the form it sits below the last field, never over it.
 */
export function SaveBar({ formId, dirty, saving, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  const keys = isMac() ? '⌘S' : 'Ctrl+S';
  return (
    <>
      {/* mounted before it speaks, so screen readers hear the change (an absolute box takes no grid cell) */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {dirty ? t('crudForm.saveBar.unsaved') : ''}
      </Box>
      {dirty ? (
        <Paper
          role="region"
          aria-label={t('crudForm.saveBar.label')}
          elevation={8}
          data-testid="save-bar"
          sx={{
            position: 'sticky',
            bottom: (theme) => theme.spacing(2),
            zIndex: (theme) => theme.zIndex.appBar - 1,
            display: 'flex',
            // on a phone the words take a line and the buttons the next: it must never widen the form
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            color: 'common.white',
            bgcolor: '#2b2236',
            '@media (prefers-reduced-motion: no-preference)': { animation: `${slideIn} 160ms ease-out` },
          }}
        >
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' }, minWidth: 0 }}
          >
            {t('crudForm.saveBar.unsaved')}
          </Typography>
          <Typography
            variant="caption"
            aria-hidden="true"
            sx={{ color: '#d9d2e3', display: { xs: 'none', sm: 'block' }, mr: 1 }}
          >
            {t('crudForm.saveBar.shortcut', { keys })}
          </Typography>
          <Button
            type="button"
            onClick={onDiscard}
            disabled={saving}
            title={t('crudForm.saveBar.discardHint')}
            sx={{ flexShrink: 0, ml: 'auto', color: 'common.white', '&.Mui-focusVisible': { outlineColor: '#ffffff' } }}
          >
            {t('crudForm.saveBar.discard')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={saving}
            aria-busy={saving}
            aria-keyshortcuts={isMac() ? 'Meta+S' : 'Control+S'}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveRoundedIcon />}
            sx={{
              flexShrink: 0,
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: '#ece6f4' },
              '&.Mui-focusVisible': { outlineColor: '#ffffff' },
            }}
          >
            {saving ? t('crudForm.saving') : t('crudForm.save')}
          </Button>
        </Paper>
      ) : null}
    </>
  );
}
