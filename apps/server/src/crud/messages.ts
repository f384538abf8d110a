import { perPageOptions } from '@kramar/contract';

/** Ukrainian answers of the generic list and batch routes (field messages live in the contract). */
export const crudMessages = {
  sort: 'Сортування за цим полем недоступне.',
  filter: 'Фільтр за цим полем недоступний.',
  filterValue: 'Некоректне значення фільтра.',
  search: 'Пошук у цьому розділі недоступний.',
  perPage: `Допустимі значення: ${perPageOptions.join(', ')}.`,
  page: 'Номер сторінки — ціле число від 1.',
  cursor: 'Посилання на сторінку застаріло або пошкоджене: відкрийте першу сторінку.',
  limit: 'Ціле число від 1 до 100.',
  ids: 'Оберіть записи (до 1000).',
  body: 'Очікується об’єкт з полями.',
  noStatus: 'У цього розділу немає статусу.',
  reorderIds: 'Передайте записи в новому порядку: від 1 до 500.',
  reorderDuplicates: 'Записи в новому порядку не повинні повторюватися.',
  reorderUnknown: 'Деяких записів уже немає: оновіть список.',
} as const;
