import { defineMessages } from '@kramar/contract';

/** Answers of the feed routes, with their English twins. */
export const feedMessages = defineMessages(
  {
    dailyAt: 'Вкажіть час щоденного оновлення (ГГ:ХХ).',
    percent: 'Вкажіть відсоток націнки чи знижки.',
    discount: 'Знижка має бути меншою за 100 %.',
    noSkipped: 'Пропущених товарів ще немає: фід не збирали.',
  },
  {
    dailyAt: 'Set the time of the daily rebuild (HH:MM).',
    percent: 'Set the markup or discount percent.',
    discount: 'A discount must be under 100%.',
    noSkipped: 'No skipped products yet: the feed has not been built.',
  },
);
