import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';

/** Money and dates in the interface's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    money: (kopecks: number) => formatMoney(kopecks, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
