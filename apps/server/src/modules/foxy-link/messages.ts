import { defineMessages } from '@kramar/contract';

/** Answers of the link mappings' routes and the partner sync, with their English twins. */
export const linkMessages = defineMessages(
  {
    selection: 'Оберіть товари або задайте фільтр.',
    emptyFilter:
      'Фільтр порожній: задайте значення фільтра або пошук. Щоб синхронізувати весь каталог, надішліть all: true.',
    allAlone: 'all: true означає весь каталог: його не поєднують з ids, filter чи search.',
    nothingMapped: 'Обрані товари не зіставлено з жодним партнером, у якого вказано адресу синхронізації.',
    nothingFound: 'Знайдені товари не зіставлено з жодним партнером, у якого вказано адресу синхронізації.',
    partner: 'Оберіть партнера.',
    noEndpoint: 'У партнера не вказано адресу синхронізації.',
    refused: (status: number) => `Партнер відповів помилкою ${status}.`,
    timeout: (seconds: string) => `Партнер не відповів за ${seconds} с.`,
    unreachable: (reason: string) => `Не вдалося з’єднатися з партнером: ${reason}`,
    noHost: 'Не вдалося з’єднатися з партнером: адресу не знайдено.',
    connRefused: 'Не вдалося з’єднатися з партнером: з’єднання відхилено.',
    gaveUp: (attempts: number, reason: string) => `Синхронізацію не виконано після ${attempts} спроб: ${reason}`,
  },
  {
    selection: 'Choose products or set a filter.',
    emptyFilter: 'The filter is empty: set a filter value or a search. To sync the whole catalogue, send all: true.',
    allAlone: 'all: true means the whole catalogue: it does not go with ids, filter or search.',
    nothingMapped: 'The chosen products are not mapped to any partner with a sync address.',
    nothingFound: 'The products found are not mapped to any partner with a sync address.',
    partner: 'Choose a partner.',
    noEndpoint: 'The partner has no sync address.',
    refused: (status: number) => `The partner answered with error ${status}.`,
    timeout: (seconds: string) => `The partner did not answer within ${seconds} s.`,
    unreachable: (reason: string) => `Could not connect to the partner: ${reason}`,
    noHost: 'Could not connect to the partner: the address was not found.',
    connRefused: 'Could not connect to the partner: the connection was refused.',
    gaveUp: (attempts: number, reason: string) => `Sync failed after ${attempts} attempts: ${reason}`,
  },
);
