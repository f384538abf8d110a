import { changePasswordSchema } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { changePassword, profileKeys } from './profile-api.ts';
import './texts.ts';

/** A new password needs the current one; the user's other sessions end with the old password. */
export function ProfilePassword() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const email = useCurrentUser()?.email ?? '';
  const form = useSchemaForm(changePasswordSchema, { current_password: '', password: '' });

  const onSubmit = form.submit(async (body) => {
    await changePassword(body);
    form.reset();
    notifySuccess(t('profile.password.changed'));
    void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5, maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary">
        {t('profile.password.about')}
      </Typography>
      {form.problem ? <Alert severity="error">{form.problem}</Alert> : null}
      {/* the account's e-mail is in the form for password managers, which file the new password under it */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        {...form.bind('current_password')}
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...form.bind('password')}
        helperText={form.errors.password ?? t('profile.passwordRules')}
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" loading={form.busy} sx={{ justifySelf: 'start' }}>
        {t('profile.password.submit')}
      </Button>
    </Box>
  );
}
