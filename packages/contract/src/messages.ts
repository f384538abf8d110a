/**
 * One catalogue of the words the server and the forms say, Ukrainian (SPEC: the default) and English.
 *
 * Code speaks Ukrainian: `fieldMessages.tooLong(255)` is a Ukrainian sentence wherever it is made
 * (a zod schema, a route, a cross rule). Each group of messages is declared once with its English
 * twin under the same keys (`defineMessages`), and the boundary that knows the reader's language
 * (the server's response, the web form) turns a sentence into English with `translateMessage`.
 * A parameterised message is matched as a template, so `Не більше 255 символів.` becomes
 * `At most 255 characters.` whatever the number; a sentence of no group passes unchanged.
 */

export const messageLanguages = ['uk', 'en'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];
export const defaultMessageLanguage: MessageLanguage = 'uk';

// biome-ignore lint/suspicious/noExplicitAny: a message function takes whatever its sentence interpolates
type MessageFn = (...args: any[]) => string;
type Messages = Record<string, string | MessageFn>;

/** The English twin of a group: the same keys, a sentence for a sentence, a function of the same arity. */
export type Translation<T extends Messages> = { [K in keyof T]: T[K] extends MessageFn ? T[K] : string };

/** A sentence declared in place (a resource's pattern rule), in both languages. */
export interface LocalText {
  uk: string;
  en: string;
}

interface Template {
  pattern: RegExp;
  en: string;
  /** Literal characters: the more a template fixes, the earlier it is tried. */
  weight: number;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
// a private-use character marks where a parameter went: no sentence of ours contains one
const mark = '\uE000';
const slot = (i: number): string => `${mark}${i}${mark}`;
const slotPattern = new RegExp(`${mark}(\\d+)${mark}`, 'g');
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function learn(uk: string, en: string): void {
  if (!uk.includes(mark)) {
    exact.set(uk, en);
    return;
  }
  const literals = uk.split(slotPattern).filter((_, i) => i % 2 === 0);
  const order = [...uk.matchAll(slotPattern)].map((m) => Number(m[1]));
  let source = '^';
  literals.forEach((literal, i) => {
    source += escapeRegExp(literal);
    if (i < order.length) source += `(?<p${order[i]}>.+?)`;
  });
  const template: Template = { pattern: new RegExp(`${source}$`, 's'), en, weight: literals.join('').length };
  const at = templates.findIndex((t) => t.weight < template.weight);
  templates.splice(at === -1 ? templates.length : at, 0, template);
}

/** Declares a group of Ukrainian messages with its English twin; returns the Ukrainian group for use. */
export function defineMessages<T extends Messages>(uk: T, en: Translation<T>): T {
  for (const key of Object.keys(uk)) {
    const ukMessage = uk[key] as string | MessageFn;
    const enMessage = en[key] as string | MessageFn;
    if (typeof ukMessage === 'string' || typeof enMessage === 'string') {
      learn(String(ukMessage), String(enMessage));
      continue;
    }
    const args = Array.from({ length: ukMessage.length }, (_, i) => slot(i));
    learn(ukMessage(...args), enMessage(...args));
  }
  return uk;
}

/** A sentence declared in place: learnt once, used in Ukrainian. */
export function localText(text: LocalText): string {
  learn(text.uk, text.en);
  return text.uk;
}

/** The sentence in the reader's language; one the catalogue does not know is returned as it is. */
export function translateMessage(text: string, language: string): string {
  if (language !== 'en') return text;
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match?.groups) {
      const groups = match.groups;
      return template.en.replace(slotPattern, (_, i: string) => groups[`p${i}`] ?? '');
    }
  }
  return text;
}

/**
 * The best language of an `Accept-Language` header (`en-US,en;q=0.9,uk;q=0.8` → en); Ukrainian when
 * the header names none of ours.
 */
export function pickLanguage(header: string | undefined): MessageLanguage {
  if (!header) return defaultMessageLanguage;
  let best: MessageLanguage = defaultMessageLanguage;
  let bestQ = 0;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    const language = messageLanguages.find((l) => l === base);
    if (!language) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}
