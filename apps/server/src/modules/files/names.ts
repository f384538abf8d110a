import { z } from 'zod';
import { fileMessages as m } from './messages.ts';

export const maxNameLength = 255;

/** A folder's or file's name as people see it: trimmed, no path separators or control characters. */
export const fileName = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, m.nameRequired)
      .max(maxNameLength, m.tooLong(maxNameLength))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      .refine((s) => !/[/\\\u0000-\u001f\u007f]/.test(s), m.nameBad),
  );

export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The client's file name made fit to show: its last segment, control characters dropped, cut to length. */
export function displayName(filename: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  const last = (filename.split(/[/\\]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (last || fallback).slice(0, maxNameLength);
}

/** The PostgreSQL error code under drizzle's wrapper or bare (PGlite). */
export function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === '23503';
