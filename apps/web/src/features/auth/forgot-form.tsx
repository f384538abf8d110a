import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError, http } from '../../api/http.ts';
import { LoginField } from './login-field.tsx';
import { LoginNotice } from './login-notice.tsx';
import './texts.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ForgotFormProps {
  /** What was typed on the sign-in form, so it need not be typed again. */
  initialEmail: string;
  onBack: (email: string) => void;
}

/**
 * "Forgot password?": an e-mail in, a link out by mail. The answer says the same whether the
 * address is an account's or not (the server's rule), so the form only ever says «if».
 */
export function ForgotForm({ initialEmail, onBack }: ForgotFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    const value = email.trim();
    if (!value) return setError(t('auth.emailRequired'));
    if (!emailPattern.test(value)) return setError(t('auth.emailInvalid'));
    setSubmitting(true);
    try {
      await http.post('/auth/forgot-password', { email: value });
      setSent(true);
    } catch (failure) {
      const invalid = validationErrors(failure);
      if (invalid) setError(invalid.errors.email?.[0] ?? invalid.message);
      else if (failure instanceof HttpError && failure.status > 0 && failure.status < 500) {
        setNotice(errorMessage(failure)?.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div className="k-login__form">
        <p className="k-login__who" role="status">
          {t('auth.forgot.sent')}
        </p>
        <button type="button" className="k-link-button" onClick={() => onBack(email.trim())}>
          {t('auth.forgot.back')}
        </button>
      </div>
    );
  }

  return (
    <form className="k-login__form" noValidate onSubmit={onSubmit}>
      <LoginNotice notice={notice} />
      <LoginField
        id="forgot-email"
        label={t('auth.email')}
        error={error}
        input={{
          name: 'email',
          value: email,
          onChange: (event) => {
            setEmail(event.target.value);
            setError(undefined);
          },
          type: 'email',
          inputMode: 'email',
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
          autoFocus: true,
        }}
      />
      <button type="submit" className="k-button k-button--block" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="k-spinner k-spinner--button" aria-hidden="true" /> : null}
        {t('auth.forgot.submit')}
      </button>
      <button type="button" className="k-link-button" onClick={() => onBack(email.trim())}>
        {t('auth.forgot.back')}
      </button>
    </form>
  );
}
