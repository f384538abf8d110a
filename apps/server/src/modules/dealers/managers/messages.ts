import { defineMessages } from '@kramar/contract';

/** What the managers' routes say to a person: Ukrainian inside, English at the door. */
export const managerMessages = defineMessages(
  {
    emailTaken: 'Цей e-mail уже використовується для входу: вкажіть інший.',
    otherDealer: 'Менеджер не переходить до іншого дилера.',
    workspaceForeign: 'Оберіть робочі простори цього дилера.',
  },
  {
    emailTaken: 'This e-mail already signs in: choose another.',
    otherDealer: 'A manager does not move to another dealer.',
    workspaceForeign: 'Choose workspaces of this dealer.',
  },
);
