import { defineMessages } from '@kramar/contract';

/** What the media library answers (modules/files), Ukrainian with the English twin. */
export const fileMessages = defineMessages(
  {
    type: 'Дозволені зображення JPEG, PNG, WebP, GIF, AVIF і документи PDF, XLSX, CSV, DOCX.',
    svg: 'SVG не приймається: він може містити скрипти. Збережіть зображення як PNG або WebP.',
    tooLarge: (mb: string) => `Файл завеликий: не більше ${mb} МБ.`,
    pixels: (megapixels: number) => `Зображення має завеликі розміри: не більше ${megapixels} мегапікселів.`,
    corrupt: 'Файл пошкоджений або не відповідає своєму типу.',
    empty: 'Файл порожній.',
    noFiles: 'Додайте хоча б один файл.',
    folderNotEmpty: (folders: number, files: number) =>
      `Папка не порожня: у ній ${folders} папок і ${files} файлів. Спершу перенесіть або видаліть їх.`,
    folderTaken: 'Папка з такою назвою тут уже є.',
    folderMissing: 'Такої папки немає.',
    folderIntoItself: 'Папку не можна перенести в неї саму чи в її вкладену папку.',
    fileMissing: (ids: string) => `Таких файлів немає: ${ids}.`,
    // в 1 записі, в 21 записі, в 2 записах, в 11 записах
    inUse: (n: number) => `Використовується в ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'записі' : 'записах'}`,
    nameRequired: 'Назва обов’язкова.',
    nameBad: 'Назва не може містити / \\ та керівні символи.',
    tooLong: (n: number) => `Не більше ${n} символів.`,
    badCursor: 'Неправильний курсор сторінки.',
  },
  {
    type: 'Allowed are JPEG, PNG, WebP, GIF, AVIF images and PDF, XLSX, CSV, DOCX documents.',
    svg: 'SVG is not accepted: it may carry scripts. Save the image as PNG or WebP.',
    tooLarge: (mb: string) => `The file is too large: at most ${mb} MB.`,
    pixels: (megapixels: number) => `The image is too big: at most ${megapixels} megapixels.`,
    corrupt: 'The file is damaged or is not what its type says.',
    empty: 'The file is empty.',
    noFiles: 'Add at least one file.',
    folderNotEmpty: (folders: number, files: number) =>
      `The folder is not empty: it holds ${folders} folders and ${files} files. Move or delete them first.`,
    folderTaken: 'A folder of this name is already here.',
    folderMissing: 'No such folder.',
    folderIntoItself: 'A folder cannot be moved into itself or into a folder inside it.',
    fileMissing: (ids: string) => `No such files: ${ids}.`,
    inUse: (n: number) => `Used in ${n} records`,
    nameRequired: 'The name is required.',
    nameBad: 'The name may not contain / \\ or control characters.',
    tooLong: (n: number) => `At most ${n} characters.`,
    badCursor: 'Wrong page cursor.',
  },
);
