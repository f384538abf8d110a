import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { completeSignIn } from '../../api/session.ts';
import { LoginField } from './login-field.tsx';
import { LoginNotice } from './login-notice.tsx';
import './texts.ts';

interface TwoFactorFormProps {
  challenge: string;
  email: string;
  onSignedIn: () => Promise<void>;
  /** Back to the password: asked for, or the challenge ran out (with the server's words). */
  onBack: (notice?: string) => void;
}

/**
 * The second step of a sign-in: a code from the authenticator app or a recovery code. One field,
 * which the browser and phone fill from an SMS-like prompt (one-time-code) and open on digits.
 */
export function TwoFactorForm({ challenge, email, onSignedIn, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const focusCode = () => document.getElementById('login-code')?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    const typed = code.replace(/\s+/g, '');
    if (!typed) {
      setError(t('auth.twoFactor.codeRequired'));
      return focusCode();
    }
    setSubmitting(true);
    try {
      await completeSignIn(challenge, typed.toLowerCase());
      await onSignedIn();
    } catch (failure) {
      setSubmitting(false);
      const invalid = validationErrors(failure);
      if (invalid?.errors.challenge?.[0]) return onBack(invalid.errors.challenge[0]);
      if (invalid) {
        setError(invalid.errors.code?.[0] ?? invalid.message);
        setCode('');
        return focusCode();
      }
      // 429 (too many codes) and the like speak here; 5xx were toasted
      if (failure instanceof HttpError && failure.status > 0 && failure.status < 500) {
        setNotice(errorMessage(failure)?.message ?? t('auth.twoFactor.failed'));
      }
    }
  };

  return (
    <form className="k-login__form" noValidate onSubmit={onSubmit}>
      <LoginNotice notice={notice} />
      <p className="k-login__who">
        {t('auth.twoFactor.for')} <strong>{email}</strong>
      </p>
      <LoginField
        id="login-code"
        label={recovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}
        error={error}
        hint={recovery ? t('auth.twoFactor.recoveryHint') : t('auth.twoFactor.codeHint')}
        input={{
          name: 'code',
          value: code,
          onChange: (event) => {
            setCode(event.target.value);
            setError(undefined);
          },
          autoComplete: 'one-time-code',
          inputMode: recovery ? 'text' : 'numeric',
          pattern: recovery ? undefined : '[0-9 ]*',
          maxLength: recovery ? 32 : 8,
          placeholder: recovery ? 'xxxxx-xxxxx' : '123456',
          autoCapitalize: 'none',
          spellCheck: false,
          autoFocus: true,
        }}
      />
      <button type="submit" className="k-button k-button--block" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="k-spinner k-spinner--button" aria-hidden="true" /> : null}
        {t('auth.twoFactor.submit')}
      </button>
      <div className="k-login__row">
        <button type="button" className="k-link-button" onClick={() => onBack()}>
          {t('auth.twoFactor.back')}
        </button>
        <button
          type="button"
          className="k-link-button"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setError(undefined);
            focusCode();
          }}
        >
          {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </button>
      </div>
    </form>
  );
}
