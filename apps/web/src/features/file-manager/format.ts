import { formatFileSize } from '../../lib/file-size.ts';

/** Sizes and times as the library shows them, in the interface language. */

export const fileSize = (bytes: number, language: string): string =>
  formatFileSize(bytes, language === 'en' ? 'en' : 'uk-UA');

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
