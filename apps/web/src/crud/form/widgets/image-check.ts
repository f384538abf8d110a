/**
 * The server's own image checks (apps/server/src/storage/image.ts), run in the browser before
 * anything is uploaded: a file picked through "all files" or dropped onto the field is refused
 * at once, by what its bytes are rather than by its name or the type the browser guesses.
 */

/** The storage's limit per image (defaultImageLimits.maxBytes); the multipart body allows more. */
export const maxImageBytes = 5 * 1024 * 1024;

/** What the server accepts, for the file dialog's filter. */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif';

export type ImageRefusal = { reason: 'notImage' } | { reason: 'tooLarge'; size: number; max: number };

const startsWith = (data: Uint8Array, bytes: number[], at = 0): boolean => bytes.every((b, i) => data[at + i] === b);

/** JPEG, PNG, GIF or WebP by their signatures, exactly as the server sniffs them. */
export function isAcceptedImage(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return true;
  }
  return startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8);
}

/** Why the server would refuse this file, or undefined when it may go. */
export async function checkImageFile(file: Blob): Promise<ImageRefusal | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (file.size === 0 || !isAcceptedImage(head)) return { reason: 'notImage' };
  if (file.size > maxImageBytes) return { reason: 'tooLarge', size: file.size, max: maxImageBytes };
  return undefined;
}

/** Megabytes the way the server words them: one decimal, a decimal comma in Ukrainian. */
export const megabytes = (bytes: number, language: string): string =>
  new Intl.NumberFormat(language === 'en' ? 'en' : 'uk', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
