import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import './texts.ts';

/** The ten recovery codes, shown this once: copy or download them, then they are gone from view. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(t('profile.twoFactor.codes.copied'));
    } catch {
      notifyError(t('profile.twoFactor.codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'kramar-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">{t('profile.twoFactor.codes.once')}</Alert>
      <Box
        component="ol"
        aria-label={t('profile.twoFactor.codes.label')}
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 15,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
          {t('profile.twoFactor.codes.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download}>
          {t('profile.twoFactor.codes.download')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {t('profile.twoFactor.codes.done')}
        </Button>
      </Box>
    </Box>
  );
}
