import type { Field } from './resource.ts';

/**
 * Values may arrive as multipart strings ('12', 'true', '') or as JSON: each kind first turns what
 * came into what its schema checks.
 */

/** '' and null mean "no value"; strings are trimmed. */
export const blankToNull = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? null : t;
  }
  return v === undefined ? undefined : v;
};

/**
 * C0 control characters and DEL, but NUL (refused as bad text, never dropped silently), tab and
 * the line breaks: invisible, never meant, and they break what reads the text later (a CSV, an
 * XML feed, a terminal).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it looks for
const strayControls = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text with the stray control characters dropped; tab and line breaks stay (a textarea's, a rich text's). */
export const dropControls = (v: string): string => v.replace(strayControls, '');

/**
 * Text of one line: stray controls dropped, and a tab or a line break (pasted from a spreadsheet or
 * a letter) turned into a space, not dropped, so the words either side of it stay two words.
 */
export const oneLine = (v: string): string => dropControls(v).replace(/\r\n?|[\n\t]/g, ' ');

/** A single-line text field's value as its schema checks it: one line, trimmed, blank as null. */
export const lineText = (v: unknown) => blankToNull(typeof v === 'string' ? oneLine(v) : v);
/** A multi-line text field's value: its lines kept, trimmed, blank as null. */
export const manyLines = (v: unknown) => blankToNull(typeof v === 'string' ? dropControls(v) : v);

/**
 * An integer as text is digits after a minus at most: `Number()` also takes "1e1", "0x10", " 10",
 * "10.0" and "+10", so a quantity of "1e1" was 10. Text of another form stays text for the schema
 * to refuse with the field's message.
 */
export const integerText = /^-?\d+$/;
/** A decimal as text: digits with one point or comma (the Ukrainian one) before the fraction. */
export const decimalText = /^-?(?:\d+|\d*[.,]\d+)$/;

const numberIn = (form: RegExp) => (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return null;
  return form.test(v) ? Number(v.replace(',', '.')) : v;
};

/** '12' → 12, '' → null; any other text is left for the schema to name. */
export const toInteger = numberIn(integerText);
const toDecimal = numberIn(decimalText);

const toBoolean = (v: unknown) => {
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === '' || v === null) return false;
  return v;
};

/** A multipart list arrives as `name[0]`, `name[1]` (an object of indexes) or `name` = '' for none. */
const toArray = (v: unknown) => {
  if (v === '' || v === null) return [];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x);
    }
  }
  return v;
};

/** A file as the server (UploadedFile) or the browser (File) holds it. */
export const isFileLike = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && typeof (v as { size?: unknown }).size === 'number';

export function preprocessFor(field: Field): (v: unknown) => unknown {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'reference':
      return toInteger;
    case 'decimal':
      return toDecimal;
    case 'boolean':
      return toBoolean;
    case 'strings':
      return (v) => {
        const list = toArray(v);
        return Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? oneLine(item) : item)) : list;
      };
    case 'blocks':
    case 'children':
    case 'images':
      return toArray;
    case 'references':
      return (v) => {
        const list = toArray(v);
        return Array.isArray(list) ? list.map(toInteger) : list;
      };
    case 'image':
      return (v) => (v === '' ? null : v);
    case 'richtext':
      // an editor left empty still holds an empty paragraph
      return (v) =>
        typeof v === 'string' && /^(<p>\s*<\/p>)*$/.test(v.trim()) ? null : typeof v === 'string' ? dropControls(v) : v;
    case 'text':
    case 'email':
    case 'url':
    case 'slug':
    case 'path':
      return lineText;
    case 'textarea':
      return manyLines;
    default:
      return blankToNull;
  }
}
