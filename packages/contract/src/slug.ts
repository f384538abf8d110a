// Ukrainian national transliteration (KMU 2010), lower-case; Russian letters shoppers type too.
const letters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
  "'": '',
  '’': '',
  ʼ: '',
};

/** "Діагональ екрана" → "diahonal_ekrana": a code a title gives, from a letter ("4K" → "a_4k"). */
export function codeOf(text: string, max = 64): string {
  const code = slugify(text, max).replace(/-/g, '_');
  return (/^[0-9]/.test(code) ? `a_${code}` : code).slice(0, max).replace(/_+$/, '');
}

/** "Нова знижка на Ґаджети!" → "nova-znyzhka-na-gadzhety": the slug a title gives. */
export function slugify(text: string, max = 200): string {
  const latin = [...text.toLowerCase()].map((c) => letters[c] ?? c).join('');
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
