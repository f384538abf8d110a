import { useTranslation } from 'react-i18next';

/** Shown before the first screen is ready; plain CSS, because MUI is not loaded yet. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="k-spinner-page" role="status" aria-label={t('common.loading')}>
      <div className="k-spinner" />
    </div>
  );
}
