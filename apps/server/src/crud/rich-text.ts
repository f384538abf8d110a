import { fieldMessages, type ResourceDef } from '@kramar/contract';
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import type { Errors } from './filters.ts';

/**
 * Rich text is kept as exactly what the back office's editor can write (apps/web rich-text-editor.tsx:
 * Tiptap's StarterKit without code, code blocks and rules, headings 2–3, links): anything else a
 * client sends is dropped here, because the shop's site renders these fields as HTML.
 */

/** What Tiptap's Link writes on every link it makes. */
const linkRel = ['noopener', 'noreferrer', 'nofollow'];
const listTypes = ['1', 'a', 'A', 'i', 'I'];

function link(_tag: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const blank = attribs.target?.toLowerCase() === '_blank';
  const rel = (attribs.rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => linkRel.includes(token));
  // a new tab must not reach back to this page through window.opener
  if (blank) for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
  // in the editor's order of attributes, so what it wrote is stored as written
  const out: Attributes = {};
  if (blank) out.target = '_blank';
  if (rel.length) out.rel = [...new Set(rel)].join(' ');
  if (attribs.href !== undefined) out.href = attribs.href;
  if (attribs.title) out.title = attribs.title;
  return { tagName: 'a', attribs: out };
}

function orderedList(_tag: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const out: Attributes = {};
  if (attribs.start && /^\d{1,9}$/.test(attribs.start.trim())) out.start = String(Number(attribs.start));
  if (attribs.type && listTypes.includes(attribs.type)) out.type = attribs.type;
  return { tagName: 'ol', attribs: out };
}

const options: IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'br', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start', 'type'] },
  allowedClasses: {},
  allowedStyles: {},
  // relative addresses (/catalog, #part) carry no scheme and stay
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // the text of these is code or another document, never words of the text
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'plaintext',
    'head',
  ],
  // the spellings the editor itself reads as its own marks; headings it has no level for are paragraphs there
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    a: link,
    ol: orderedList,
  },
  // a link whose address was refused keeps its words, as the editor does
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  // as the browser serialises the editor's text, so saved editor output is stored as it came
  textFilter: (text) => text.replaceAll('\u00a0', '&nbsp;'),
};

/** The HTML cut down to what the editor can write. */
export function sanitizeRichText(html: string): string {
  // the editor writes a void element as <br>, sanitize-html as <br />; text never holds a raw '<'
  return sanitizeHtml(html, options).replaceAll('<br />', '<br>').trim();
}

/** Nothing left to read: no text and no line of its own (an editor left empty holds `<p></p>`). */
const isBlank = (html: string): boolean => /^(?:<p>(?:\s|&nbsp;|<br>)*<\/p>)*$/.test(html);

/** Every rich-text value of a create or update body, sanitised in place; a required one left empty is a 422. */
export function sanitizeRichTextValues(resource: ResourceDef, values: Record<string, unknown>, errors: Errors): void {
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = values[name];
    if (field.kind !== 'richtext' || typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    if (!isBlank(clean)) values[name] = clean;
    else if (field.required) errors[name] = [...(errors[name] ?? []), fieldMessages.required];
    else values[name] = null;
  }
}
