import './login.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStep } from '../../api/session.ts';
import { LogoMark } from '../../components/logo-mark.tsx';
import { changeLanguage, languages } from '../../i18n/i18n.ts';
import { languageName } from '../../lib/language-name.ts';
import { ForgotForm } from './forgot-form.tsx';
import { InvitationForm } from './invitation-form.tsx';
import { LoginForm } from './login-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import './texts.ts';

/** Before signing in, the language is chosen here; the shell keeps it (user menu, local storage). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="k-login__languages" aria-label={t('auth.language')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="k-login__language"
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {languageName(language)}
        </button>
      ))}
    </fieldset>
  );
}

/** A dealer who has no account yet applies for one (issue 28). */
function RegisterLink({ onRegister }: { onRegister?: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="k-login__register">
      {t('auth.register.prompt')}{' '}
      <a
        href="/register"
        onClick={(event) => {
          if (!onRegister || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onRegister();
        }}
      >
        {t('auth.register.link')}
      </a>
    </p>
  );
}

type Step =
  | { kind: 'password'; notice?: string; email?: string }
  | { kind: 'code'; challenge: string; email: string }
  | { kind: 'invite'; token: string }
  | { kind: 'reset'; token: string }
  | { kind: 'forgot'; email: string };

/**
 * `/login?invite=TOKEN` opens on the invitation, `/login?reset=TOKEN` on a new password (the same
 * form: the server spends both kinds of link alike); any other address on the password.
 */
function firstStep(): Step {
  const query = new URLSearchParams(window.location.search);
  const invite = query.get('invite');
  if (invite) return { kind: 'invite', token: invite };
  const reset = query.get('reset');
  return reset ? { kind: 'reset', token: reset } : { kind: 'password' };
}

const titles = {
  password: 'auth.title',
  code: 'auth.twoFactor.title',
  invite: 'auth.invite.title',
  reset: 'auth.reset.title',
  forgot: 'auth.forgot.title',
} as const;
const subtitles = {
  password: 'auth.subtitle',
  code: 'auth.twoFactor.subtitle',
  invite: 'auth.invite.subtitle',
  reset: 'auth.reset.subtitle',
  forgot: 'auth.forgot.subtitle',
} as const;

interface LoginPageProps {
  onSignedIn: () => Promise<void>;
  /** Opens /register without a page load (the link works without it too). */
  onRegister?: () => void;
}

/** /login: the screen outside the shell, with /register; plain CSS keeps its JavaScript small. */
export function LoginPage({ onSignedIn, onRegister }: LoginPageProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(firstStep);
  useEffect(() => {
    document.title = `${t(titles[step.kind])} · ${t('app.name')}`;
  }, [t, step.kind]);
  const onSecondStep = useCallback(({ challenge }: SecondStep, email: string) => {
    setStep({ kind: 'code', challenge, email });
  }, []);
  const onInviteSecondStep = useCallback(
    (next: SecondStep, email: string) => {
      // the link is spent: a reload asks for the password, not about the link again
      window.history.replaceState(null, '', '/login');
      onSecondStep(next, email);
    },
    [onSecondStep],
  );
  const onInvalidInvite = useCallback((notice: string) => {
    // the dead token leaves the address, so a reload does not ask about it again
    window.history.replaceState(null, '', '/login');
    setStep({ kind: 'password', notice });
  }, []);
  return (
    <main className="k-login" data-route-name="Login">
      <section className="k-login__card" aria-labelledby="login-title">
        <div className="k-login__brand">
          <LogoMark size={44} />
          <div>
            <span className="k-login__name">{t('app.name')}</span>
            <span className="k-login__tagline">{t('app.tagline')}</span>
          </div>
        </div>
        <h1 id="login-title" className="k-login__title">
          {t(titles[step.kind])}
        </h1>
        <p className="k-login__subtitle">{t(subtitles[step.kind])}</p>
        {step.kind === 'invite' || step.kind === 'reset' ? (
          <InvitationForm
            token={step.token}
            onSignedIn={onSignedIn}
            onSecondStep={onInviteSecondStep}
            onInvalid={onInvalidInvite}
          />
        ) : step.kind === 'forgot' ? (
          <ForgotForm initialEmail={step.email} onBack={(email) => setStep({ kind: 'password', email })} />
        ) : step.kind === 'code' ? (
          <TwoFactorForm
            challenge={step.challenge}
            email={step.email}
            onSignedIn={onSignedIn}
            onBack={(notice) => setStep({ kind: 'password', notice, email: step.email })}
          />
        ) : (
          // a new key per visit: the form starts over with what the page has to say
          <LoginForm
            key={`${step.notice ?? ''}${step.email ?? ''}`}
            onSignedIn={onSignedIn}
            onSecondStep={onSecondStep}
            initialNotice={step.notice}
            initialEmail={step.email}
            onForgot={(email) => setStep({ kind: 'forgot', email })}
          />
        )}
        {step.kind === 'password' ? <RegisterLink onRegister={onRegister} /> : null}
      </section>
      <LanguageSwitch />
      <p className="k-login__footer">{t('auth.footer')}</p>
    </main>
  );
}
