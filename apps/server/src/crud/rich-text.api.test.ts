import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { xssPayloads } from './rich-text-payloads.ts';
import { create, ownerToken, type Rec } from './test-kit.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: Rec; errors?: Record<string, string[]> };

/** Tags and attributes the back office's editor writes (apps/web rich-text-editor.tsx). */
const editorMarkup: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  br: [],
  a: ['target', 'rel', 'href', 'title'],
};

const decoded = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What a browser would treat as the address's scheme: whitespace and control characters do not count. */
const schemeOf = (href: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
  /^([a-z][a-z0-9+.-]*):/i.exec(decoded(href).replace(/[\u0000-\u0020\u007f-\u00a0]/g, ''))?.[1]?.toLowerCase();

/**
 * Everything in `html` a browser could run or load: a tag or an attribute the editor does not write,
 * an address with another scheme, or markup that does not read as plain tags (unquoted, broken).
 */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const text = html.replace(/<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/gi, (tag, name: string, attrs: string) => {
    const allowed = editorMarkup[name];
    if (!allowed) found.push(tag);
    for (const [, attr = '', value = ''] of attrs.matchAll(/\s+([a-z-]+)="([^"]*)"/gi)) {
      if (!allowed?.includes(attr)) found.push(`${name} ${attr}`);
      const scheme = attr === 'href' ? schemeOf(value) : undefined;
      if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.push(`${name} ${attr}=${value}`);
    }
    return '';
  });
  if (/[<>]/.test(text)) found.push(`markup left as is: ${text}`);
  return found;
}

const newsWith = (body: string, title = 'Новина') => ({ title, status: 'draft', body });
const show = (id: number) => call<Body>(t.url, 'GET', `/api/news/${id}`, { token: owner });

describe('rich text keeps only what the editor writes', () => {
  it('the checker itself sees each payload as unsafe when it is stored as sent', () => {
    for (const payload of xssPayloads) expect(unsafeParts(`<p>До ${payload} після</p>`), payload).not.toEqual([]);
  });

  it.each(xssPayloads.map((p, i) => [i + 1, p] as const))(
    'payload %i is neither stored nor served (JSON create): %s',
    async (_, payload) => {
      const sent = `<p>До ${payload} після</p>`;
      const created = await create(t, owner, 'news', newsWith(sent, `XSS ${payload.slice(0, 40)}`));
      const served = String((await show(created.id)).body.data.body);
      expect(served).toBe(created.body);
      expect(unsafeParts(served)).toEqual([]);
      // the words before the payload are the news, and they stay (a block inside a paragraph ends it, as in a browser)
      expect(served.startsWith('<p>До ')).toBe(true);
    },
  );

  it('cleans every payload on update too: multipart with _method=PUT, and JSON PATCH', async () => {
    const news = await create(t, owner, 'news', newsWith('<p>Чисто</p>', 'Оновлення'));
    const all = xssPayloads.map((p) => `<p>${p}</p>`).join('');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('body', all);
    const put = await call<Body>(t.url, 'POST', `/api/news/${news.id}`, { token: owner, form });
    expect(put.status).toBe(200);
    expect(unsafeParts(String(put.body.data.body))).toEqual([]);
    expect(unsafeParts(String((await show(news.id)).body.data.body))).toEqual([]);

    const patch = await call<Body>(t.url, 'PATCH', `/api/news/${news.id}`, { token: owner, json: { body: all } });
    expect(patch.status).toBe(200);
    expect(unsafeParts(String((await show(news.id)).body.data.body))).toEqual([]);
  });

  it('a multipart create is cleaned as well', async () => {
    const form = new FormData();
    form.set('title', 'Multipart');
    form.set('status', 'draft');
    form.set('body', '<p>Текст<img src=x onerror=alert(1)><a href="javascript:alert(1)">клік</a></p>');
    const res = await call<Body>(t.url, 'POST', '/api/news', { token: owner, form });
    expect(res.status).toBe(201);
    expect(res.body.data.body).toBe('<p>Текстклік</p>');
  });

  it("stores the editor's own output exactly as sent, and serves it back unchanged", async () => {
    const editorHtml = [
      '<h2>Чорна п’ятниця</h2>',
      '<h3>Умови</h3>',
      '<p>Знижки <strong>до 50%</strong> на <em>усі</em> <u>ноутбуки</u>, <s>окрім уцінених</s> &amp; &lt;аксесуари&gt; "лапки"&nbsp;тут<br>новий рядок</p>',
      '<ul><li><p>Перший пункт</p></li><li><p>Другий <strong><em>пункт</em></strong></p></li></ul>',
      '<ol start="3" type="a"><li><p>Третій</p></li></ol><ol><li><p>Один</p></li></ol>',
      '<blockquote><p>Цитата покупця</p></blockquote>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://kramar.example/news?page=2&amp;sort=new">сайт</a>, ',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="/catalog/phones">каталог</a>, ',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:shop@kramar.example">пошта</a>, ',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="tel:+380441234567">телефон</a>, ',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="#umovy">умови</a></p>',
    ].join('');
    const created = await create(t, owner, 'news', newsWith(editorHtml, 'Редактор'));
    expect(created.body).toBe(editorHtml);
    expect((await show(created.id)).body.data.body).toBe(editorHtml);

    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('body', `${editorHtml}<p>Ще абзац</p>`);
    const put = await call<Body>(t.url, 'POST', `/api/news/${created.id}`, { token: owner, form });
    expect(put.body.data.body).toBe(`${editorHtml}<p>Ще абзац</p>`);
  });

  it('spells what the editor reads its own way as the editor does, and keeps a new tab from its opener', async () => {
    const created = await create(
      t,
      owner,
      'news',
      newsWith(
        '<p><b>жирний</b> <i>курсив</i> <del>ні</del> <a href="https://kramar.example" target="_BLANK">тут</a></p>',
      ),
    );
    expect(created.body).toBe(
      '<p><strong>жирний</strong> <em>курсив</em> <s>ні</s> <a target="_blank" rel="noopener noreferrer" href="https://kramar.example">тут</a></p>',
    );
  });

  it('a text with nothing left is no text: null where optional, 422 where required', async () => {
    const news = await create(t, owner, 'news', newsWith('<script>alert(1)</script><p><img src=x></p>', 'Порожня'));
    expect(news.body).toBeNull();
    const faq = await call<Body>(t.url, 'POST', '/api/pages-faq', {
      token: owner,
      json: { question: 'Питання?', answer: '<iframe src="https://evil.example"></iframe>' },
    });
    expect(faq.status).toBe(422);
    expect(faq.body.errors?.answer).toEqual(['Обов’язкове поле.']);
  });
});
