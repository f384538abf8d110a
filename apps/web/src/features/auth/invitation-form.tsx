import type { DataEnvelope } from '@kramar/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError, http } from '../../api/http.ts';
import { acceptInvitation, type SecondStep } from '../../api/session.ts';
import { LoginField } from './login-field.tsx';
import { LoginNotice } from './login-notice.tsx';
import { PasswordToggle } from './password-toggle.tsx';
import './texts.ts';

interface Invited {
  name: string;
  email: string;
  expires_at: string;
}

interface InvitationFormProps {
  token: string;
  onSignedIn: () => Promise<void>;
  /** The account has a second factor: its code is asked for next, as at sign-in. */
  onSecondStep: (step: SecondStep, email: string) => void;
  /** The link is dead (expired, used, unknown): the normal sign-in, with the server's words. */
  onInvalid: (notice: string) => void;
}

// The contract's passwordLimits; zod stays out of this route's chunk, the server checks anyway
const minLength = 10;
const maxLength = 128;

/** /login?invite=TOKEN: the invited person sees whose account it is and sets its password. */
export function InvitationForm({ token, onSignedIn, onSecondStep, onInvalid }: InvitationFormProps) {
  const { t } = useTranslation();
  const [invited, setInvited] = useState<Invited>();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<DataEnvelope<Invited>>('/auth/invitation', { query: { token }, signal: controller.signal, silent: true })
      .then((answer) => setInvited(answer.data))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        onInvalid(errorMessage(failure)?.message ?? t('auth.invite.invalid'));
      });
    return () => controller.abort();
  }, [token, onInvalid, t]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    if (password.length < minLength) return setError(t('auth.invite.tooShort', { count: minLength }));
    if (password.length > maxLength) return setError(t('auth.invite.tooLong', { count: maxLength }));
    setSubmitting(true);
    try {
      const answer = await acceptInvitation(token, password);
      if ('challenge' in answer) return onSecondStep(answer, invited?.email ?? '');
      await onSignedIn();
    } catch (failure) {
      setSubmitting(false);
      const invalid = validationErrors(failure);
      if (invalid?.errors.token?.[0]) return onInvalid(invalid.errors.token[0]);
      if (invalid) return setError(invalid.errors.password?.[0] ?? invalid.message);
      if (failure instanceof HttpError && failure.status > 0 && failure.status < 500) {
        if (failure.status === 404) return onInvalid(errorMessage(failure)?.message ?? t('auth.invite.invalid'));
        setNotice(errorMessage(failure)?.message);
      }
    }
  };

  if (!invited) {
    return (
      <div className="k-login__form" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <span className="k-spinner" />
      </div>
    );
  }

  return (
    <form className="k-login__form" noValidate onSubmit={onSubmit}>
      <LoginNotice notice={notice} />
      <p className="k-login__who">
        <strong>{invited.name}</strong>
        {invited.email}
      </p>
      {/* a hidden username lets the password manager file the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={invited.email} readOnly hidden />
      <LoginField
        id="login-new-password"
        label={t('auth.invite.password')}
        error={error}
        hint={t('auth.invite.rules', { count: minLength })}
        input={{
          name: 'password',
          value: password,
          onChange: (event) => {
            setPassword(event.target.value);
            setError(undefined);
          },
          type: shown ? 'text' : 'password',
          autoComplete: 'new-password',
          autoFocus: true,
        }}
        adornment={<PasswordToggle shown={shown} onToggle={() => setShown((value) => !value)} />}
      />
      <button type="submit" className="k-button k-button--block" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="k-spinner k-spinner--button" aria-hidden="true" /> : null}
        {t('auth.invite.submit')}
      </button>
    </form>
  );
}
