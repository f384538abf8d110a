import './login.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark.tsx';
import { LoginForm } from './login-form.tsx';

/** /login: the one screen outside the shell; plain CSS keeps its JavaScript small. */
export function LoginPage({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('auth.title')} · ${t('app.name')}`;
  }, [t]);
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
          {t('auth.title')}
        </h1>
        <p className="k-login__subtitle">{t('auth.subtitle')}</p>
        <LoginForm onSignedIn={onSignedIn} />
      </section>
      <p className="k-login__footer">{t('auth.footer')}</p>
    </main>
  );
}
