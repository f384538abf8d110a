import { perPageOptions } from '@kramar/contract';

/** Ukrainian answers of the generic list and batch routes (field messages live in the contract). */
export const crudMessages = {
  sort: 'Сортування за цим полем недоступне.',
  filter: 'Фільтр за цим полем недоступний.',
  filterValue: 'Некоректне значення фільтра.',
  search: 'Пошук у цьому розділі недоступний.',
  perPage: `Допустимі значення: ${perPageOptions.join(', ')}.`,
  page: 'Номер сторінки — ціле число від 1.',
  limit: 'Ціле число від 1 до 100.',
  ids: 'Оберіть записи (до 1000).',
  body: 'Очікується об’єкт з полями.',
  noStatus: 'У цього розділу немає статусу.',
} as const;
