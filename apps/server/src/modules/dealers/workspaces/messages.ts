import { defineMessages } from '@kramar/contract';

/** What the workspaces say to a person: Ukrainian inside, English at the door. */
export const workspaceMessages = defineMessages(
  {
    principalOnly: 'Додавати робочі простори може лише керівник дилера.',
    otherDealer: 'Робочий простір не переноситься до іншого дилера.',
  },
  {
    principalOnly: 'Only the dealer’s principal may add workspaces.',
    otherDealer: 'A workspace does not move to another dealer.',
  },
);
