/** Sizes and times as the library shows them, in the interface language. */

export function fileSize(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en' : 'uk';
  const units = language === 'en' ? ['B', 'KB', 'MB', 'GB'] : ['Б', 'КБ', 'МБ', 'ГБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

export const pixelSize = (width: number | null, height: number | null): string | null =>
  width && height ? `${width}×${height}` : null;

export const uploadedAt = (iso: string, language: string, style: 'short' | 'medium' = 'medium'): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: style, timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The type people read: JPEG, PDF, XLSX… from the content type the server found. */
export function typeLabel(mime: string): string {
  const known: Record<string, string> = {
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/webp': 'WebP',
    'image/gif': 'GIF',
    'image/avif': 'AVIF',
    'application/pdf': 'PDF',
    'text/csv': 'CSV',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  };
  return known[mime] ?? mime;
}
