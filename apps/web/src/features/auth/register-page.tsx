import './login.css';
import './register.css';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark.tsx';
import { LanguageSwitch } from './login-page.tsx';
import { RegisterForm } from './register-form.tsx';
import './texts.ts';

/** A plain link to /login that the caller may turn into a navigation without a page load. */
function SignInLink({ onSignIn, children }: { onSignIn: () => void; children: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSignIn();
  };
  return (
    <a className="k-register__link" href="/login" onClick={follow}>
      {children}
    </a>
  );
}

/** The answer a person waits for: the application is in, and where the news will come. */
function Sent({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // a screen reader hears the news, a keyboard starts from it
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="k-register__sent" role="status">
      <h2 ref={heading} tabIndex={-1} className="k-login__title">
        {t('auth.register.sentTitle')}
      </h2>
      <p>{t('auth.register.sentText', { email })}</p>
      <p className="k-login__subtitle">{t('auth.register.sentNext')}</p>
      <SignInLink onSignIn={onSignIn}>{t('auth.register.toSignIn')}</SignInLink>
    </div>
  );
}

/** /register: a guest's application to become a dealer, outside the shell as /login is. */
export function RegisterPage({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  useEffect(() => {
    document.title = `${t('auth.register.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <main className="k-login" data-route-name="Register">
      <section className="k-login__card k-register" aria-labelledby="register-title">
        <div className="k-login__brand">
          <LogoMark size={44} />
          <div>
            <span className="k-login__name">{t('app.name')}</span>
            <span className="k-login__tagline">{t('app.tagline')}</span>
          </div>
        </div>
        {sentTo ? (
          <Sent email={sentTo} onSignIn={onSignIn} />
        ) : (
          <>
            <h1 id="register-title" className="k-login__title">
              {t('auth.register.title')}
            </h1>
            <p id="register-intro" className="k-login__subtitle">
              {t('auth.register.subtitle')}
            </p>
            <RegisterForm onSent={setSentTo} />
            <p className="k-register__footer">
              {t('auth.register.haveAccount')}{' '}
              <SignInLink onSignIn={onSignIn}>{t('auth.register.toSignIn')}</SignInLink>
            </p>
          </>
        )}
      </section>
      <LanguageSwitch />
      <p className="k-login__footer">{t('auth.footer')}</p>
    </main>
  );
}
