import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { type Credentials, type SecondStep, signIn } from '../../api/session.ts';
import { LoginField } from './login-field.tsx';
import { LoginNotice } from './login-notice.tsx';
import { PasswordToggle } from './password-toggle.tsx';
import './texts.ts';

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, string>>;

const fields: readonly Field[] = ['email', 'password'];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The http client toasts only a sign-in's 5xx: every refusal speaks here, a 429 as much as the 403
// that tells a pending, rejected or blocked dealer why it may not sign in.
const speaksInForm = (error: unknown) => error instanceof HttpError && error.status > 0 && error.status < 500;

/**
 * Two fields do not need a form library, nor the router: this route's JavaScript budget
 * (≤ 120 kB) is spent on React and i18next. The caller says where a signed-in user goes.
 */
interface LoginFormProps {
  onSignedIn: () => Promise<void>;
  /** The account has two-factor sign-in: the page asks for the code next. */
  onSecondStep: (step: SecondStep, email: string) => void;
  /** What the page has to say first (an expired challenge, a dead invitation link). */
  initialNotice?: string;
  initialEmail?: string;
  /** "Forgot password?": the page opens the reset request, with what was typed as the e-mail. */
  onForgot?: (email: string) => void;
}

export function LoginForm({ onSignedIn, onSecondStep, initialNotice, initialEmail = '', onForgot }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(initialNotice ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const validate = ({ email, password }: Credentials): FieldErrors => {
    const found: FieldErrors = {};
    if (!email.trim()) found.email = t('auth.emailRequired');
    else if (!emailPattern.test(email.trim())) found.email = t('auth.emailInvalid');
    if (!password) found.password = t('auth.passwordRequired');
    return found;
  };

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((name) => found[name]);
    if (first) document.getElementById(`login-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSubmitting(true);
    try {
      const email = values.email.trim();
      const answer = await signIn({ email, password: values.password });
      if ('challenge' in answer) return onSecondStep(answer, email);
      await onSignedIn();
    } catch (error) {
      setSubmitting(false);
      const invalid = validationErrors(error);
      if (invalid) {
        const server: FieldErrors = {};
        for (const name of fields) server[name] = invalid.errors[name]?.[0];
        setErrors(server);
        if (!server.email && !server.password) setNotice(invalid.message);
        focusFirst(server);
      } else if (speaksInForm(error)) {
        setNotice(errorMessage(error)?.message ?? null);
      }
    }
  };

  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return (
    <form className="k-login__form" noValidate onSubmit={onSubmit}>
      <LoginNotice notice={notice} />
      <LoginField
        id="login-email"
        label={t('auth.email')}
        error={errors.email}
        input={{
          ...bind('email'),
          type: 'email',
          inputMode: 'email',
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
          autoFocus: !initialEmail,
        }}
      />
      <LoginField
        id="login-password"
        label={t('auth.password')}
        error={errors.password}
        input={{
          ...bind('password'),
          type: showPassword ? 'text' : 'password',
          autoComplete: 'current-password',
          autoFocus: Boolean(initialEmail),
        }}
        adornment={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      />
      {onForgot ? (
        <button type="button" className="k-link-button" onClick={() => onForgot(values.email.trim())}>
          {t('auth.forgot.link')}
        </button>
      ) : null}
      <button type="submit" className="k-button k-button--block" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="k-spinner k-spinner--button" aria-hidden="true" /> : null}
        {t('auth.submit')}
      </button>
    </form>
  );
}
