import { describe, expect, it } from 'vitest';
// the server's list of classic payloads: the one list both ends are tested with
import { xssPayloads } from '../../../../../server/src/crud/rich-text-payloads.ts';
import { cleanRichText, isSafeHref, keptTags } from './rich-text-clean.ts';

const keptAttributes: Record<string, readonly string[]> = { a: ['href', 'title'], ol: ['start', 'type'] };

/** The scheme a browser would see in an attribute's source text (character references decoded, blanks ignored). */
const schemeOf = (value: string) =>
  /^([a-z][a-z0-9+.-]*):/i
    .exec(
      value
        .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(
          /&(colon|tab|newline|amp);?/gi,
          (_, name: string) => ({ colon: ':', tab: '', newline: '' })[name.toLowerCase()] ?? '&',
        )
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
        .replace(/[\u0000-\u0020]/g, ''),
    )?.[1]
    ?.toLowerCase();

/** What in `html` is not a kept tag with kept attributes, a safe link or plain text. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const text = html.replace(/<\/?([a-z0-9]+)((?:\s[a-z]+="[^"<>]*")*)>/g, (tag, name: string, attrs: string) => {
    if (!keptTags.has(name)) found.push(tag);
    for (const [, attr = '', value = ''] of attrs.matchAll(/\s([a-z]+)="([^"]*)"/g)) {
      if (!keptAttributes[name]?.includes(attr)) found.push(`${name} ${attr}`);
      const scheme = attr === 'href' ? schemeOf(value) : undefined;
      if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.push(`${name} href=${value}`);
    }
    return '';
  });
  if (/[<>]/.test(text)) found.push(`markup left as is: ${text}`);
  return found;
}

describe('stored rich text cleaned before any DOM parses it', () => {
  it.each(xssPayloads.map((p, i) => [i + 1, p] as const))('payload %i leaves only kept markup: %s', (_, payload) => {
    const html = `<p>До ${payload} після</p>`;
    expect(unsafeParts(html)).not.toEqual([]);
    const clean = cleanRichText(html);
    expect(unsafeParts(clean)).toEqual([]);
    // the words before the payload are the text, and they stay
    expect(clean.startsWith('<p>До ')).toBe(true);
  });

  it("keeps the editor's output as it reads", () => {
    const html =
      '<h2>Заголовок</h2><p>Знижки <strong>до 50%</strong> на <em>усі</em> <u>ноутбуки</u>, <s>окрім</s> &amp; &lt;аксесуари&gt; "лапки"&nbsp;тут<br>рядок</p>' +
      '<ul><li><p>Пункт</p></li></ul><ol start="3" type="a"><li><p>Третій</p></li></ol><blockquote><p>Цитата</p></blockquote>' +
      '<p><a href="https://kramar.example/news?page=2&amp;sort=new">сайт</a> <a href="/catalog">каталог</a> <a href="mailto:shop@kramar.example">пошта</a> <a href="tel:+380441234567">телефон</a> <a href="#umovy">умови</a></p>';
    expect(cleanRichText(html)).toBe(html);
    // the editor adds target and rel to every link; the preview and the editor set their own
    expect(cleanRichText('<p><a target="_blank" rel="noopener noreferrer nofollow" href="/x">x</a></p>')).toBe(
      '<p><a href="/x">x</a></p>',
    );
  });

  it('keeps text that merely looks like markup as text', () => {
    expect(cleanRichText('<p>1 < 2 та 3 > 2, a <= b, <3</p>')).toBe('<p>1 &lt; 2 та 3 &gt; 2, a &lt;= b, &lt;3</p>');
    expect(cleanRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('judges a link as a browser reads its address', () => {
    for (const href of [
      'https://a.example',
      'HTTP://a.example',
      'mailto:a@b.example',
      'tel:+380',
      '/x',
      '#y',
      '?q=1',
      'x/y',
    ])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'file:///etc',
    ])
      expect(isSafeHref(href), href).toBe(false);
    expect(cleanRichText('<a href="java&Tab;script&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanRichText('<a href="&#x6A;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
