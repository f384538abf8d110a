import { defineMessages } from './messages.ts';

/** The messages of field validation: the server's 422 and the web form say the same words. */
export const fieldMessages = defineMessages(
  {
    required: 'Обов’язкове поле.',
    unknown: 'Невідоме поле.',
    tooLong: (max: number) => `Не більше ${max} символів.`,
    tooShort: (min: number) => `Не менше ${min} символів.`,
    number: 'Має бути числом.',
    integer: 'Має бути цілим числом.',
    min: (min: number) => `Не менше ${min}.`,
    max: (max: number) => `Не більше ${max}.`,
    above: (min: number) => `Більше ніж ${min}.`,
    below: (max: number) => `Менше ніж ${max}.`,
    scale: (scale: number) => `Не більше ${scale} знаків після коми.`,
    choice: 'Оберіть значення зі списку.',
    boolean: 'Має бути так або ні.',
    date: 'Некоректна дата.',
    datetime: 'Некоректні дата й час.',
    after: 'Не раніше за дату початку.',
    atLeast: 'Не менше за нижню межу.',
    color: 'Колір у форматі #rrggbb.',
    url: 'Некоректне посилання (http:// або https://).',
    email: 'Некоректний e-mail.',
    slug: 'Лише латинські літери, цифри та дефіси.',
    path: 'Шлях має починатися з / і не містити пробілів.',
    image: 'Завантажте зображення.',
    reference: 'Оберіть запис зі списку.',
    items: (max: number) => `Не більше ${max} елементів.`,
    duplicateItem: 'Значення повторюються.',
    duplicateRecord: 'Цей запис уже обрано.',
    row: 'Має бути рядком таблиці.',
    unique: 'Таке значення вже існує.',
    text: 'Має бути текстом.',
    list: 'Має бути списком.',
    object: 'Має бути об’єктом із полями.',
    invalid: 'Некоректне значення.',
    control: 'Текст містить недопустимий символ.',
    bytes: 'Задовге значення для цього поля.',
  },
  {
    required: 'Required.',
    unknown: 'Unknown field.',
    tooLong: (max: number) => `At most ${max} characters.`,
    tooShort: (min: number) => `At least ${min} characters.`,
    number: 'Must be a number.',
    integer: 'Must be a whole number.',
    min: (min: number) => `At least ${min}.`,
    max: (max: number) => `At most ${max}.`,
    above: (min: number) => `More than ${min}.`,
    below: (max: number) => `Less than ${max}.`,
    scale: (scale: number) => `At most ${scale} digits after the decimal point.`,
    choice: 'Choose a value from the list.',
    boolean: 'Must be yes or no.',
    date: 'Invalid date.',
    datetime: 'Invalid date and time.',
    after: 'Not earlier than the start date.',
    atLeast: 'Not less than the lower bound.',
    color: 'A colour in the #rrggbb format.',
    url: 'Invalid link (http:// or https://).',
    email: 'Invalid e-mail.',
    slug: 'Only Latin letters, digits and hyphens.',
    path: 'A path must start with / and contain no spaces.',
    image: 'Upload an image.',
    reference: 'Choose a record from the list.',
    items: (max: number) => `At most ${max} items.`,
    duplicateItem: 'Values repeat.',
    duplicateRecord: 'This record is chosen already.',
    row: 'Must be a row of the table.',
    unique: 'This value already exists.',
    text: 'Must be text.',
    list: 'Must be a list.',
    object: 'Must be an object with fields.',
    invalid: 'Invalid value.',
    control: 'The text contains a character that is not allowed.',
    bytes: 'The value is too long for this field.',
  },
);

/** PostgreSQL keeps no NUL in text or jsonb: such input is refused, never a 500. */
export const hasNul = (v: string): boolean => v.includes('\u0000');

/** A real calendar day of years 1–9999 (`2024-02-30` and year 0 are not). */
export function isCalendarDate(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (!match) return false;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** UTF-8 length: a b-tree index entry holds about 2.7 kB, and Cyrillic takes two bytes a letter. */
export const utf8Length = (v: string): number => {
  let n = 0;
  for (const ch of v) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
};
export const maxIndexedBytes = 2000;
