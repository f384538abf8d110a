/** What the dealer orders' routes say, in the interface's language (SPEC: Ukrainian). */
export const dealerOrderMessages = {
  paymentMethods: 'Оберіть хоча б один спосіб оплати зі списку.',
  exactStock: 'Має бути так або ні.',
  emptyDraft: 'Чернетка порожня: додайте товари.',
  belowMinimum: (minimum: string, total: string) =>
    `Мінімальне замовлення для вашої цінової групи — ${minimum} грн, у чернетці — ${total} грн.`,
  unavailable: 'Цей товар більше недоступний для замовлення.',
  notEnough: (left: number) => `На складі лише ${left} шт.`,
  paymentMethod: 'Оберіть спосіб оплати з дозволених.',
  deliveryMethod: 'Оберіть спосіб доставки зі списку.',
  notCancellable: 'Це замовлення вже не можна скасувати: його статус цього не дозволяє.',
  noCancelStatus: 'Скасування дилерами не налаштоване: зверніться до менеджера.',
  quantity: 'Кількість — ціле число від 1 до 10 000.',
  fileRequired: 'Оберіть файл CSV або XLSX з рядками «артикул кількість».',
  listName: 'Назва списку — від 1 до 100 символів.',
  tooManyLists: (max: number) => `У робочого простору не більше ${max} списків.`,
  tooManyLines: (max: number) => `Не більше ${max} рядків.`,
} as const;
