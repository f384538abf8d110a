/**
 * Text as the formats take it: XML 1.0 allows no control characters but tab, line feed and
 * carriage return (and no lone surrogates), so they are dropped before escaping; rich text is
 * reduced to plain text, since no marketplace format here takes markup in a description.
 */

// C0 controls but \t \n \r, DEL and C1 controls, lone surrogates, U+FFFE/U+FFFF
const forbidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const dropControls = (s: string): string => s.replace(forbidden, '');

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Safe inside an element and inside a double- or single-quoted attribute. */
export const xml = (value: unknown): string =>
  value === null || value === undefined ? '' : dropControls(String(value)).replace(/[&<>"']/g, (c) => entities[c] ?? c);

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return named[code.toLowerCase()] ?? whole;
  });

/** Rich text (the editor's HTML) as plain text: blocks become line breaks, tags go, entities are decoded. */
export function plainText(html: string | null | undefined, max = 5000): string {
  if (!html) return '';
  const text = decode(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
  const out = dropControls(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim();
  // cut on a code point, never inside a surrogate pair
  return out.length > max ? Array.from(out).slice(0, max).join('') : out;
}

/** One CSV cell (`;`-separated, as the shop's other exports): quoted when it must be. */
export const csvCell = (value: unknown): string => {
  const s = value === null || value === undefined ? '' : dropControls(String(value));
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
