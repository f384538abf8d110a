import { defineMessages } from '@kramar/contract';

export const jobMessages = defineMessages(
  {
    failed: 'Завдання перервалося через помилку на сервері.',
    unknownKind: 'Сервер не знає, як виконати це завдання.',
    notFound: 'Завдання не знайдено.',
  },
  {
    failed: 'The job stopped because of a server error.',
    unknownKind: 'The server does not know how to run this job.',
    notFound: 'Job not found.',
  },
);
