import { defineMessages } from '@kramar/contract';

export const requestMessages = defineMessages(
  {
    ordered: 'Із цієї заявки вже створено замовлення.',
    needsOrders: 'Створювати замовлення може лише той, хто має право редагувати замовлення.',
  },
  {
    ordered: 'An order has already been created from this request.',
    needsOrders: 'Only someone who may edit orders can create one.',
  },
);
