import { type TwoFactorSetup, twoFactorCodeSchema } from '@kramar/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { enableTwoFactor } from './profile-api.ts';
import './texts.ts';

interface EnrolProps {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel?: () => void;
}

// the key in groups of four, as authenticator apps print it: easier to type from the screen
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Scan (or type) the key into an authenticator app, then prove it with a code it shows. */
export function TwoFactorEnrol({ setup, onEnabled, onCancel }: EnrolProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(twoFactorCodeSchema, { code: '' });
  // an <img> of the server's SVG: drawn by the browser as a picture, never parsed into the page
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notifySuccess(t('profile.twoFactor.enrol.keyCopied'));
    } catch {
      notifyError(t('profile.twoFactor.codes.copyFailed'));
    }
  };

  const onSubmit = form.submit(async (body) => onEnabled(await enableTwoFactor(body)));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
        <li>{t('profile.twoFactor.enrol.scan')}</li>
        <li>{t('profile.twoFactor.enrol.type')}</li>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box
          component="img"
          src={qr}
          alt={t('profile.twoFactor.enrol.qrAlt')}
          width={176}
          height={176}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: '#fff', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, flex: '1 1 200px', display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('profile.twoFactor.enrol.manual')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography
              data-testid="totp-secret"
              data-secret={setup.secret}
              sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 15, overflowWrap: 'anywhere' }}
            >
              {grouped(setup.secret)}
            </Typography>
            <IconButton size="small" aria-label={t('profile.twoFactor.enrol.copyKey')} onClick={() => void copyKey()}>
              <ContentCopyRounded fontSize="small" />
            </IconButton>
          </Box>
        </Box>
      </Box>
      {form.problem ? <Alert severity="error">{form.problem}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          {...form.bind('code')}
          helperText={form.errors.code ?? t('profile.twoFactor.enrol.codeHint')}
          label={t('profile.twoFactor.enrol.code')}
          autoComplete="one-time-code"
          required
          sx={{ flex: '0 1 220px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" loading={form.busy} sx={{ mt: 1 }}>
          {t('profile.twoFactor.enrol.confirm')}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} disabled={form.busy} sx={{ mt: 1 }}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
