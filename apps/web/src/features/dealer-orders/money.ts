import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/number-format.ts';

/**
 * Money in the interface's language: the catalogue and the draft, which show no dates and so do
 * without the shop's time zone and the date formats (format.ts adds them for the orders).
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return { money: (kopecks: number) => formatMoney(kopecks, locale) };
}
