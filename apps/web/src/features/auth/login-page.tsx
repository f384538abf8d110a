import './login.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark.tsx';
import { changeLanguage, type Language, languages } from '../../i18n/i18n.ts';
import { LoginForm } from './login-form.tsx';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const languageNames: Record<Language, string> = { uk: 'Українська', en: 'English' };

/** Before signing in, the language is chosen here; the shell keeps it (user menu, local storage). */
function LanguageSwitch() {
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
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}

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
      <LanguageSwitch />
      <p className="k-login__footer">{t('auth.footer')}</p>
    </main>
  );
}
