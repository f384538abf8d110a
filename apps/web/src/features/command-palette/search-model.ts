import type { ElementType } from 'react';

export type PaletteKind = 'section' | 'action' | 'record' | 'recent';

/** One thing the palette can run: every kind ends in a navigation. */
export interface PaletteItem {
  id: string;
  kind: PaletteKind;
  path: string;
  label: string;
  /** Shown beside the label: the menu group, or the resource of a record. */
  hint?: string;
  icon?: ElementType;
  /** The label in every interface language: a Ukrainian user may type the English name and back. */
  terms: readonly string[];
  /** Matched, but weaker: the words of the menu group ("контент" lists the content sections). */
  weakTerms?: readonly string[];
}

/** Case, apostrophes and spacing never decide a match (’, ', ʼ are one letter to a typist). */
export const normalize = (text: string): string =>
  text
    .toLocaleLowerCase('uk')
    .replace(/[’'ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const words = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

/** The letters of `token` in order inside `word`, starting at its first letter ("нвн" → "новини"). */
function isSubsequence(token: string, word: string): boolean {
  if (token[0] !== word[0]) return false;
  let at = 0;
  for (const ch of word) {
    if (ch === token[at]) at += 1;
    if (at === token.length) return true;
  }
  return false;
}

function tokenScore(token: string, candidates: readonly string[]): number {
  let best = 0;
  for (const word of candidates) {
    if (word.startsWith(token)) return 3;
    if (word.includes(token)) best = Math.max(best, 2);
    else if (token.length > 1 && isSubsequence(token, word)) best = Math.max(best, 1);
  }
  return best;
}

function termScore(tokens: readonly string[], term: string): number {
  const candidates = words(term);
  let total = 0;
  for (const token of tokens) {
    const score = tokenScore(token, candidates);
    if (score === 0) return 0;
    total += score;
  }
  // the whole label begins with what was typed: the likeliest intent
  return normalize(term).startsWith(tokens.join(' ')) ? total + 2 : total;
}

/** 0: no match. Every typed word must match a word of one label (or of the group, weaker). */
export function scoreItem(query: string, item: PaletteItem): number {
  const tokens = words(query);
  if (tokens.length === 0) return 1;
  const strong = Math.max(0, ...item.terms.map((term) => termScore(tokens, term)));
  if (strong > 0) return strong + 10;
  const weak = Math.max(0, ...(item.weakTerms ?? []).map((term) => termScore(tokens, [term, ...item.terms].join(' '))));
  return weak;
}

/** The best matches first; a shorter label wins a tie (it is closer to what was typed), then the given order. */
export function rankItems(query: string, items: readonly PaletteItem[], limit: number): PaletteItem[] {
  return items
    .map((item, index) => ({ item, index, score: scoreItem(query, item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.item.label.length - b.item.label.length || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}
