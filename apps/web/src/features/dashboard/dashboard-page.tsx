import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { intlLocale } from '../../i18n/i18n.ts';
import { AccessCard } from './access-card.tsx';
import { ShopFigures } from './shop-figures.tsx';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const today = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocale(i18n.language), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date()),
    [i18n.language],
  );
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: user.name })}
        subtitle={t('dashboard.today', { date: today })}
      />
      <ShopFigures user={user} />
      <AccessCard user={user} />
    </>
  );
}
