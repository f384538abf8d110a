import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError, http } from '../../api/http.ts';
import { LoginField } from './login-field.tsx';
import { LoginNotice } from './login-notice.tsx';
import { PasswordToggle } from './password-toggle.tsx';
import {
  type Application,
  type ApplicationErrors,
  type ApplicationField,
  applicationFields,
  checkApplication,
  cleanApplication,
  companyFields,
  emptyApplication,
  passwordRules,
  principalFields,
} from './register-checks.ts';
import './texts.ts';

type Input = Parameters<typeof LoginField>[0]['input'];

/** How each field is typed: the browser's keyboard and autofill (a phone's digits, an e-mail's @). */
const inputs: Record<ApplicationField, Input> = {
  legal_name: { autoComplete: 'organization', maxLength: 255 },
  edrpou: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
  vat: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 },
  legal_address: { autoComplete: 'street-address', maxLength: 500 },
  contact_person: { autoComplete: 'name', maxLength: 150 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  principal_name: { autoComplete: 'name', maxLength: 150 },
  principal_email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
  },
  password: { autoComplete: 'new-password', maxLength: 128 },
};
const hints: Partial<Record<ApplicationField, string>> = {
  edrpou: 'auth.register.hints.edrpou',
  vat: 'auth.register.hints.vat',
  phone: 'auth.register.hints.phone',
  principal_email: 'auth.register.hints.principal_email',
};

// 5xx, 404 and 403 were already toasted by the http client; 429 and the like speak here.
const speaksInForm = (error: unknown) =>
  error instanceof HttpError && error.status > 0 && error.status < 500 && error.status !== 403 && error.status !== 404;

/** The application's fields; the server's field errors (a taken code or e-mail) land on theirs. */
export function RegisterForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Application>(emptyApplication);
  // what the server said, word for word; the browser's own checks are i18n keys
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // the honeypot: a person never sees it, a bot fills every field it finds
  const [website, setWebsite] = useState('');

  const focusFirst = (found: object) => {
    const first = applicationFields.find((name) => name in found);
    if (first) document.getElementById(`register-${first}`)?.focus();
  };

  const say = (found: ApplicationErrors) =>
    Object.fromEntries(
      Object.entries(found).map(([field, error]) => [
        field,
        t(`auth.register.errors.${error.key}`, { count: error.count }),
      ]),
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    const found = checkApplication(values);
    setErrors(say(found));
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSubmitting(true);
    const body = cleanApplication(values);
    try {
      await http.post('/dealers-users/register', {
        ...body,
        vat: body.vat || undefined,
        website: website || undefined,
      });
      onSent(body.principal_email);
    } catch (error) {
      setSubmitting(false);
      const invalid = validationErrors(error);
      if (invalid) {
        const server: Partial<Record<ApplicationField, string>> = {};
        for (const name of applicationFields) {
          const message = invalid.errors[name]?.[0];
          if (message) server[name] = message;
        }
        setErrors(server);
        if (Object.keys(server).length === 0) setNotice(invalid.message);
        focusFirst(server);
      } else if (speaksInForm(error)) {
        setNotice(errorMessage(error)?.message ?? t('auth.register.failed'));
      }
    }
  };

  const field = (name: ApplicationField) => (
    <LoginField
      key={name}
      id={`register-${name}`}
      label={t(`auth.register.fields.${name}`)}
      error={errors[name]}
      hint={name === 'password' ? t('auth.invite.rules', { count: passwordRules.min }) : hints[name] && t(hints[name])}
      input={{
        ...inputs[name],
        ...(name === 'password' ? { type: shown ? 'text' : 'password' } : {}),
        name,
        value: values[name],
        required: name !== 'vat',
        onChange: (event) => {
          const { value } = event.target;
          setValues((previous) => ({ ...previous, [name]: value }));
          if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
        },
      }}
      adornment={
        name === 'password' ? <PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} /> : undefined
      }
    />
  );

  return (
    <form className="k-login__form" noValidate onSubmit={onSubmit} aria-describedby="register-intro">
      <LoginNotice notice={notice} />
      <fieldset className="k-register__group">
        <legend className="k-register__legend">{t('auth.register.company')}</legend>
        <div className="k-register__grid">{companyFields.map(field)}</div>
      </fieldset>
      <fieldset className="k-register__group">
        <legend className="k-register__legend">{t('auth.register.principal')}</legend>
        <div className="k-register__grid">{principalFields.map(field)}</div>
      </fieldset>
      <div className="k-register__trap" aria-hidden="true">
        <label htmlFor="register-website">Website</label>
        <input
          id="register-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <button type="submit" className="k-button k-button--block" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="k-spinner k-spinner--button" aria-hidden="true" /> : null}
        {t('auth.register.submit')}
      </button>
    </form>
  );
}
