import { defineMessages } from '@kramar/contract';

/** What the price groups say to a person: Ukrainian inside, English at the door. */
export const pricingMessages = defineMessages(
  {
    discountMissing: 'Вкажіть знижку у відсотках.',
    priceMissing: 'Вкажіть фіксовану ціну.',
    tierRepeated: 'Поріг з такою кількістю вже є.',
  },
  {
    discountMissing: 'Enter the discount in percent.',
    priceMissing: 'Enter the fixed price.',
    tierRepeated: 'A tier from this quantity exists already.',
  },
);
