import { type CurrentUser, profileSchema } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { replaceUser } from '../../api/session.ts';
import { changeLanguage, type Language, languages } from '../../i18n/i18n.ts';
import { languageName } from '../../lib/language-name.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { saveProfile } from './profile-api.ts';
import './texts.ts';

/** Name and interface language; the language applies at once and is kept in the profile. */
export function ProfileGeneral({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'uk') satisfies Language;
  const form = useSchemaForm(profileSchema, { name: user.name, language });
  const [busy, setBusy] = useState(false);

  const save = async (body: Record<string, unknown>, toast: boolean) => {
    setBusy(true);
    try {
      replaceUser(await saveProfile(body));
      if (toast) notifySuccess(t('profile.general.saved'));
    } catch (error) {
      form.showServer(error);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (body && !busy) void save(body, true);
  };

  const onLanguage = async (next: Language) => {
    form.setValues((values) => ({ ...values, language: next }));
    await changeLanguage(next);
    // the saved name goes with it: what is being typed is saved by its own button
    await save({ name: user.name, language: next }, false);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {form.problem ? <Alert severity="error">{form.problem}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          {...form.bind('name')}
          label={t('profile.general.name')}
          autoComplete="name"
          required
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1 }}>
          {t('profile.general.save')}
        </Button>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('profile.general.language')}</FormLabel>
        <RadioGroup row value={form.values.language} onChange={(_, value) => void onLanguage(value as Language)}>
          {languages.map((code) => (
            <FormControlLabel
              key={code}
              value={code}
              control={<Radio />}
              label={<span lang={code}>{languageName(code)}</span>}
            />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}
