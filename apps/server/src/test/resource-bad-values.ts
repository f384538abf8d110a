import type { Field } from '@kramar/contract';
import { clamp, FileSample, type SampleValue, type TextLike } from './resource-samples.ts';

/** What the generated bad-input tests send: per field kind, values the server must refuse. */

/** A value the server must refuse with a 422 on this field, and why. */
export type BadValue = { label: string; value: SampleValue };

export const textFile = (): FileSample => new FileSample('notes.txt', 'text/plain', Buffer.from('просто текст'));
/** Text that claims to be a PNG by name and type: the server must look at the bytes. */
export const fakePng = (): FileSample => new FileSample('photo.png', 'image/png', Buffer.from('<svg onload=alert(1)>'));

/** The id no row has: a reference to it must be refused, not stored nor turned into a 500. */
export const missingId = 2_000_000_000;

/**
 * Values of the wrong type, out of the declared limits or of a shape the kind refuses. Every value
 * is a string, an object of strings or a file, so it means the same in JSON and in multipart.
 */
export function badValues(field: Field): BadValue[] {
  const object = { label: 'an object', value: { nested: 'x' } };
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email': {
      const bad: BadValue[] = [object, { label: `${field.max + 1} characters`, value: tooLong(field) }];
      if (field.min && field.min > 1) bad.push({ label: 'too short', value: 'a'.repeat(field.min - 1) });
      const unlike = '!'.repeat(Math.max(field.min ?? 1, 1));
      if (field.pattern && !new RegExp(field.pattern.source).test(unlike)) {
        bad.push({ label: 'against the pattern', value: unlike });
      }
      if (field.kind === 'url') bad.push({ label: 'not a link', value: 'javascript:alert(1)' });
      if (field.kind === 'email') bad.push({ label: 'not an e-mail', value: 'nobody-at-example' });
      return bad;
    }
    case 'slug':
      return [object, { label: 'too long', value: 'a'.repeat(field.max + 1) }, { label: 'spaces', value: 'не слаг!' }];
    case 'path':
      return [
        object,
        { label: 'too long', value: `/${'a'.repeat(field.max)}` },
        { label: 'relative', value: 'no-slash' },
      ];
    case 'richtext':
      return [object, { label: 'too long', value: 'x'.repeat(field.max + 1) }];
    case 'integer':
    case 'money':
    case 'decimal': {
      const scale = field.kind === 'decimal' ? (field.scale ?? 2) : 0;
      const base = clamp(1, field.min, field.max);
      const bad: BadValue[] = [
        { label: 'letters', value: 'abc' },
        { label: 'too precise', value: (base + 10 ** -(scale + 1)).toFixed(scale + 1) },
        // past the declared limit, or past what the column holds when none is declared
        { label: 'too big', value: field.max === undefined ? `1${'0'.repeat(20)}` : String(field.max + 1) },
        // Number() reads it as 10, but a number's text is its digits (issue 26; the other forms
        // Number() takes are tried on a few resources, not on every field)
        { label: 'an exponent', value: '1e1' },
      ];
      if (field.min !== undefined) bad.push({ label: 'too small', value: String(field.min - 1) });
      return bad;
    }
    case 'boolean':
      return [{ label: 'maybe', value: 'maybe' }, object];
    case 'enum':
    case 'status':
      return [{ label: 'unknown option', value: 'no-such-option' }, object];
    case 'date':
      return [{ label: 'impossible date', value: '2026-13-45' }, object];
    case 'datetime':
      return [{ label: 'impossible time', value: '2026-13-45T25:61:00Z' }, object];
    case 'color':
      return [
        { label: 'a colour name', value: 'red' },
        { label: 'short hex', value: '#fff' },
      ];
    case 'image':
      return [
        { label: 'a text file', value: textFile() },
        { label: 'text named .png', value: fakePng() },
        { label: 'a path not stored', value: '../../etc/passwd' },
      ];
    case 'images':
      return [
        { label: 'a text file', value: [textFile()] },
        { label: 'a path not stored', value: ['../../etc/passwd'] },
      ];
    case 'reference':
      return [
        { label: 'letters', value: 'abc' },
        { label: 'negative', value: '-1' },
        { label: 'missing row', value: String(missingId) },
        { label: 'an exponent', value: '1e1' },
      ];
    case 'strings':
      return [
        { label: 'not a list', value: 'просто рядок' },
        { label: 'too many', value: Array.from({ length: field.maxItems + 1 }, (_, i) => `слово ${i}`) },
        { label: 'item too long', value: ['x'.repeat(field.itemMax + 1)] },
        { label: 'repeated items', value: ['Кабель', 'кабель'] },
        ...(field.options ? [{ label: 'not an option', value: [`${field.options[0]}.nope`] }] : []),
      ];
    case 'references':
      return [
        { label: 'not a list of ids', value: ['abc'] },
        { label: 'a missing row', value: [String(missingId)] },
        { label: 'repeated ids', value: ['1', '1'] },
        { label: 'too many', value: Array.from({ length: field.maxItems + 1 }, (_, i) => String(i + 1)) },
      ];
    case 'children': {
      const [sub, first] = Object.entries(field.fields)[0] ?? [];
      const bad: BadValue[] = [
        { label: 'not a list', value: 'просто рядок' },
        { label: 'a row of text', value: ['рядок'] },
        { label: 'unknown key in a row', value: [{ script: 'x' }] },
        { label: 'a row id of no row', value: [{ id: String(missingId) }] },
      ];
      const wrong = first ? badValues(first).find((b) => typeof b.value === 'string') : undefined;
      if (sub && wrong) bad.push({ label: `a row's ${sub}: ${wrong.label}`, value: [{ [sub]: wrong.value }] });
      return bad;
    }
    case 'blocks': {
      const block = { type: field.types[0] ?? 'text', title: 'Блок' };
      return [
        { label: 'not a list', value: 'просто рядок' },
        { label: 'unknown type', value: [{ ...block, type: 'no-such-type' }] },
        { label: 'unknown key', value: [{ ...block, script: 'x' }] },
        { label: 'too many', value: Array.from({ length: field.maxItems + 1 }, () => block) },
      ];
    }
    case 'password':
      return [
        object,
        { label: '9 characters', value: 'a'.repeat(9) },
        { label: '129 characters', value: 'a'.repeat(129) },
      ];
  }
}

function tooLong(field: TextLike): string {
  if (field.kind === 'url') return `https://example.com/${'a'.repeat(field.max)}`;
  if (field.kind === 'email') return `${'a'.repeat(field.max)}@example.com`;
  return 'x'.repeat(field.max + 1);
}

/** The same text in other letters' case, so a case-insensitive unique check must still catch it. */
