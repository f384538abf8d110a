import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { useMoney } from './money.ts';

/** Money and dates in the interface's language: the orders' screens. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    ...useMoney(),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
