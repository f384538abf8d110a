import { defineMessages } from '@kramar/contract';

export const customerMessages = defineMessages(
  {
    emailTaken: 'Цей e-mail уже має інший клієнт.',
    emailRepeated: 'Цей e-mail уже вказано як основний.',
    phoneRepeated: 'Цей телефон уже вказано як основний.',
    hasOrders: 'Клієнта із замовленнями не можна видалити: об’єднайте його з іншим клієнтом.',
    mergeSelf: 'Клієнта не можна об’єднати із самим собою.',
    mergeMissing: 'Такого клієнта немає.',
    mergedExtra: 'Після об’єднання також:',
  },
  {
    emailTaken: 'Another customer already has this e-mail.',
    emailRepeated: 'This e-mail is already the main one.',
    phoneRepeated: 'This phone is already the main one.',
    hasOrders: 'A customer with orders cannot be deleted: merge them into another customer.',
    mergeSelf: 'A customer cannot be merged into themselves.',
    mergeMissing: 'No such customer.',
    mergedExtra: 'Also, after a merge:',
  },
);
