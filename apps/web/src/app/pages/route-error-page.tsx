import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen's chunk or loader fails (often: a release replaced the old chunks).
 * Plain markup: it must work even when the chunk holding MUI is the one that failed.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="k-error-page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="k-button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}
