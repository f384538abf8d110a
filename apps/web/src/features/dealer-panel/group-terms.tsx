import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { GroupTerms } from './panel-api.ts';
import './texts.ts';

/** «Опт 1 · −12 %» and its minimum order, or retail prices when the workspace has no group. */
export function useTermsText() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    group: (g: GroupTerms | null) =>
      g
        ? t('dealerPanel.groupTerms', { name: g.name, discount: g.discount.toLocaleString(locale) })
        : t('dealerPanel.retail'),
    minimum: (g: GroupTerms | null) =>
      g?.min_order_amount
        ? t('dealerPanel.minimum', { amount: formatMoney(g.min_order_amount, locale) })
        : t('dealerPanel.noMinimum'),
  };
}
