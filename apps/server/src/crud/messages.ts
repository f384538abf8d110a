import { defineMessages, perPageOptions } from '@kramar/contract';

/** Answers of the generic list and batch routes, with their English twins (field messages live in the contract). */
export const crudMessages = defineMessages(
  {
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
  },
  {
    sort: 'This field cannot be sorted by.',
    filter: 'This field cannot be filtered by.',
    filterValue: 'Invalid filter value.',
    search: 'This section has no search.',
    perPage: `Allowed values: ${perPageOptions.join(', ')}.`,
    page: 'The page number is a whole number from 1.',
    cursor: 'The page link is out of date or damaged: open the first page.',
    limit: 'A whole number from 1 to 100.',
    ids: 'Choose records (up to 1000).',
    body: 'An object with fields is expected.',
    noStatus: 'This section has no status.',
    reorderIds: 'Send the records in their new order: from 1 to 500.',
    reorderDuplicates: 'Records in the new order must not repeat.',
    reorderUnknown: 'Some records are gone: refresh the list.',
  },
);
