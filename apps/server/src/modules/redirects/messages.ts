/** Ukrainian answers of the redirect routes (DESIGN §4: every 422 speaks the user's language). */
export const redirectMessages = {
  selfLoop: 'Переадресація на саму себе створює петлю.',
  twoStepLoop: (path: string) => `Створює петлю: ${path} уже веде назад на цю адресу.`,
  fileLoop: (row: number) => `Створює петлю з рядком ${row} цього файлу.`,
  duplicate: (row: number) => `Цей шлях уже є в рядку ${row} цього файлу.`,
  extraCells: 'У рядку більше значень, ніж стовпців у заголовку.',
  fileRequired: 'Оберіть файл CSV.',
  fileType: 'Потрібен файл CSV (.csv) — таблицю можна зберегти в цьому форматі з Excel чи Google Таблиць.',
  fileTooLarge: (mb: number) => `Файл більший за ${mb} МБ.`,
  encoding: 'Файл має бути в кодуванні UTF-8.',
  header: 'Перший рядок має бути заголовком: from_path, target і, за бажання, code.',
  unknownColumns: (names: string) => `Невідомі стовпці: ${names}. Допустимі: from_path, target, code.`,
  noRows: 'У файлі немає жодного рядка з даними.',
  tooManyRows: (max: number) => `Не більше ${max} рядків в одному файлі.`,
  concurrent: 'Ці адреси щойно змінили в іншому вікні. Повторіть імпорт.',
  pathRequired: 'Вкажіть шлях, що починається з /.',
} as const;
