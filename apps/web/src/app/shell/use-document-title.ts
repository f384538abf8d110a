import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from '../../lib/route-handle.ts';

/** The tab reads "<screen title> · <app.title>". */
export function useDocumentTitle(routeName: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = routeName ? `${t(routeTitleKey(routeName))} · ${t('app.title')}` : t('app.title');
  }, [routeName, t]);
}
