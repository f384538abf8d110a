/**
 * Stored rich text rebuilt, before any DOM sees it, from the tags and attributes a rich-text field
 * may show. The server stores only what the editor writes, but a value saved before it did may
 * still hold handlers: Chromium checks `onerror=…` against the page's CSP while *parsing*, even
 * into an inert document (DOMParser, <template>, the Sanitizer API), so even a parse that nothing
 * runs from logs a refusal. The output is written here, never copied: whatever this small tokenizer
 * reads amiss becomes text or is dropped, and no markup passes but the kept tags below.
 */

/** Tags shown as they are: the editor's own and the older spellings it reads (b, i, h4, code…). */
export const keptTags: ReadonlySet<string> = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'blockquote',
  'code',
  'pre',
  'hr',
]);
const voidTags = new Set(['br', 'hr']);

/** Elements whose text is code or another document, never words of the text: dropped whole. */
const rawText = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);
const droppedWhole = new Set(['svg', 'math', 'template', 'object', 'applet', 'select', 'head', 'frameset']);

const escapeText = (s: string) => s.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const namedRefs: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Character references a scheme could hide behind; any other stays literal (it is escaped on output). */
function decodeRefs(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (ref, hex?: string, dec?: string, name?: string) => {
    if (name) return namedRefs[name.toLowerCase()] ?? ref;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** http(s), mailto, tel, or an address on this site; judged as a browser reads it (whitespace ignored). */
export function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined ? !compact.includes(':') || /^[/?#]/.test(compact) : /^(https?|mailto|tel)$/.test(scheme);
}

function keptAttributes(tag: string, attrs: Map<string, string>): string {
  let out = '';
  if (tag === 'a') {
    const href = decodeRefs(attrs.get('href') ?? '');
    if (href && isSafeHref(href)) out += ` href="${escapeAttr(href)}"`;
    const title = attrs.get('title');
    if (title) out += ` title="${escapeAttr(decodeRefs(title))}"`;
  }
  if (tag === 'ol') {
    const start = attrs.get('start')?.trim();
    if (start && /^\d{1,9}$/.test(start)) out += ` start="${Number(start)}"`;
    const type = attrs.get('type');
    if (type && /^[1aAiI]$/.test(type)) out += ` type="${type}"`;
  }
  return out;
}

/** The match of a sticky pattern at `at` ('' if none): no slicing, so a long text stays linear. */
function matchAt(pattern: RegExp, html: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(html)?.[0] ?? '';
}

const tagName = /[^\s/>]+/y;
const attrName = /[^\s/>][^\s/>=]*/y;
const unquoted = /[^\s>]*/y;
const spaces = /\s*/y;
const separators = /[\s/]*/y;

/** Reads a start tag's attributes from `from` (after its name); returns them and where the tag ends (-1: never). */
function readAttributes(html: string, from: number): [Map<string, string>, number] {
  const attrs = new Map<string, string>();
  let i = from;
  for (;;) {
    i += matchAt(separators, html, i).length;
    if (i >= html.length) return [attrs, -1];
    if (html[i] === '>') return [attrs, i + 1];
    const name = matchAt(attrName, html, i);
    i += name.length;
    i += matchAt(spaces, html, i).length;
    let value = '';
    if (html[i] === '=') {
      i++;
      i += matchAt(spaces, html, i).length;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        if (end < 0) return [attrs, -1];
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        value = matchAt(unquoted, html, i);
        i += value.length;
      }
    }
    const key = name.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, value);
  }
}

/** The stored HTML with only kept tags, kept attributes and safe links; text stays as it reads. */
export function cleanRichText(html: string): string {
  let out = '';
  let i = 0;
  // inside an element dropped whole: its name and how deep it nests in itself
  let skipping: { tag: string; depth: number } | null = null;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const text = html.slice(i, lt < 0 ? html.length : lt);
    if (!skipping) out += escapeText(text);
    if (lt < 0) break;
    i = lt;
    const next = html.charAt(i + 1);
    if (html.startsWith('<!--', i)) {
      // <!--> and <!---> end where they start, as a browser reads them
      const abrupt = html.startsWith('>', i + 4) ? '>' : html.startsWith('->', i + 4) ? '->' : '';
      const end = html.indexOf('-->', i + 4);
      i = abrupt ? i + 4 + abrupt.length : end < 0 ? html.length : end + 3;
    } else if (next === '!' || next === '?' || (next === '/' && !/[a-z]/i.test(html.charAt(i + 2)))) {
      const end = html.indexOf('>', i + 1);
      i = end < 0 ? html.length : end + 1;
    } else if (next === '/') {
      const name = matchAt(tagName, html, i + 2).toLowerCase();
      const end = html.indexOf('>', i + 2);
      i = end < 0 ? html.length : end + 1;
      if (skipping) {
        if (name === skipping.tag && --skipping.depth === 0) skipping = null;
      } else if (keptTags.has(name) && !voidTags.has(name)) out += `</${name}>`;
    } else if (/[a-z]/i.test(next)) {
      const name = matchAt(tagName, html, i + 1).toLowerCase();
      const [attrs, end] = readAttributes(html, i + 1 + name.length);
      if (end < 0) break;
      i = end;
      if (skipping) {
        if (name === skipping.tag) skipping.depth++;
      } else if (rawText.has(name)) {
        // its text is not markup: it runs to the first end tag of its name
        const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
        closing.lastIndex = i;
        i = closing.exec(html)?.index ?? html.length;
        skipping = { tag: name, depth: 1 };
      } else if (droppedWhole.has(name)) {
        skipping = { tag: name, depth: 1 };
      } else if (keptTags.has(name)) {
        out += `<${name}${keptAttributes(name, attrs)}>`;
      }
    } else {
      out += '&lt;';
      i++;
    }
  }
  return out;
}
