import { defineMessages } from '@kramar/contract';

export const importExportMessages = defineMessages(
  {
    format: 'Оберіть формат: CSV або XLSX.',
    fileRequired: 'Додайте файл CSV або XLSX.',
    fileType: 'Файл має бути CSV або XLSX.',
    fileUnreadable: 'Файл не вдалося прочитати як таблицю CSV або XLSX.',
    noHeader: 'У файлі немає рядка із заголовками колонок.',
    noRows: 'У файлі немає рядків з даними.',
    uploadMissing: 'Завантажений файл не знайдено: завантажте його ще раз.',
    mapping: 'Вкажіть, яке поле заповнює кожна колонка.',
    unknownColumn: (column: string) => `У файлі немає колонки «${column}».`,
    unknownField: (field: string) => `Поле «${field}» не можна імпортувати.`,
    fieldTwice: (field: string) => `Поле «${field}» обрано для кількох колонок.`,
    keyRequired: (field: string) => `Щоб оновлювати наявні записи, зіставте колонку з полем «${field}».`,
    mode: 'Оберіть режим: створення або створення й оновлення.',
    columns: (found: number, expected: number) => `У рядку ${found} клітинок, а колонок ${expected}.`,
    brokenRow: 'Рядок зіпсований (незакриті лапки або зайві символи).',
    exists: (key: string) => `Запис «${key}» уже є.`,
    repeated: (row: number) => `Такий самий ключ уже був у рядку ${row}.`,
    notFound: (title: string) => `Не знайдено «${title}».`,
    linkExpired: 'Посилання на файл застаріло або недійсне: почніть експорт ще раз.',
    ambiguous: (title: string, paths: string, first: string) =>
      `Назву «${title}» мають кілька записів (${paths}): вкажіть шлях, як-от «${first}».`,
    unknownOption: (value: string, labels: string) => `Немає значення «${value}»: оберіть одне з ${labels}.`,
    sameAs: (row: number, field: string) => `«${field}» таке саме, як у рядку ${row}: значення має бути унікальним.`,
    tooManyRows: (limit: string) => `У файлі понад ${limit} рядків з даними: розділіть його на кілька файлів.`,
    tooManyColumns: (limit: string) => `У файлі понад ${limit} колонок: залиште лише потрібні для імпорту.`,
    cellTooLong: (row: number, limit: string) => `Рядок ${row}: у клітинці понад ${limit} символів.`,
    someCellTooLong: (limit: string) => `У файлі є клітинка з понад ${limit} символів.`,
    rowTooLong: (row: number, limit: string) => `Рядок ${row} довший за ${limit} символів.`,
    unpackedTooBig: (limit: string) =>
      `Файл XLSX після розпакування займає понад ${limit} МБ: розділіть його на кілька файлів.`,
    packedTooTight: (limit: string) =>
      `Файл XLSX стиснутий понад ${limit} разів: так стискаються лише пошкоджені або шкідливі файли. Збережіть його в Excel ще раз.`,
    sizeLies: 'Файл XLSX пошкоджений: його вміст більший, ніж записано в самому файлі.',
    tooManyParts: (limit: string) => `Файл XLSX складається з понад ${limit} частин: збережіть лише аркуш з даними.`,
    tooManyTexts: (limit: string) =>
      `У файлі XLSX понад ${limit} різних текстових значень: розділіть його на кілька файлів.`,
    textsTooLong: (limit: string) =>
      `Текстові значення файлу XLSX разом довші за ${limit} символів: розділіть його на кілька файлів.`,
  },
  {
    format: 'Choose a format: CSV or XLSX.',
    fileRequired: 'Add a CSV or XLSX file.',
    fileType: 'The file must be CSV or XLSX.',
    fileUnreadable: 'The file could not be read as a CSV or XLSX table.',
    noHeader: 'The file has no header row.',
    noRows: 'The file has no data rows.',
    uploadMissing: 'The uploaded file is gone: upload it again.',
    mapping: 'Say which field each column fills.',
    unknownColumn: (column: string) => `The file has no column “${column}”.`,
    unknownField: (field: string) => `The field “${field}” cannot be imported.`,
    fieldTwice: (field: string) => `The field “${field}” is chosen for more than one column.`,
    keyRequired: (field: string) => `To update existing records, map a column to the field “${field}”.`,
    mode: 'Choose a mode: create, or create and update.',
    columns: (found: number, expected: number) => `The row has ${found} cells, the header ${expected} columns.`,
    brokenRow: 'The row is broken (an unclosed quote or stray characters).',
    exists: (key: string) => `A record “${key}” already exists.`,
    repeated: (row: number) => `The same key already came in row ${row}.`,
    notFound: (title: string) => `“${title}” is not found.`,
    linkExpired: 'The link to the file has expired or is not valid: start the export again.',
    ambiguous: (title: string, paths: string, first: string) =>
      `Several records are named “${title}” (${paths}): give the path, such as “${first}”.`,
    unknownOption: (value: string, labels: string) => `There is no value “${value}”: choose one of ${labels}.`,
    sameAs: (row: number, field: string) => `“${field}” is the same as in row ${row}: the value must be unique.`,
    tooManyRows: (limit: string) => `The file has more than ${limit} data rows: split it into several files.`,
    tooManyColumns: (limit: string) => `The file has more than ${limit} columns: keep only those the import needs.`,
    cellTooLong: (row: number, limit: string) => `Row ${row}: a cell has more than ${limit} characters.`,
    someCellTooLong: (limit: string) => `The file has a cell of more than ${limit} characters.`,
    rowTooLong: (row: number, limit: string) => `Row ${row} is longer than ${limit} characters.`,
    unpackedTooBig: (limit: string) =>
      `The XLSX file takes more than ${limit} MB unpacked: split it into several files.`,
    packedTooTight: (limit: string) =>
      `The XLSX file is compressed more than ${limit} times: only damaged or malicious files compress so. Save it in Excel again.`,
    sizeLies: 'The XLSX file is damaged: its content is larger than the file itself says.',
    tooManyParts: (limit: string) => `The XLSX file has more than ${limit} parts: keep only the sheet with the data.`,
    tooManyTexts: (limit: string) =>
      `The XLSX file has more than ${limit} distinct text values: split it into several files.`,
    textsTooLong: (limit: string) =>
      `The text values of the XLSX file are longer than ${limit} characters together: split it into several files.`,
  },
);
