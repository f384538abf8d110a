import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only what every first screen (the spinner, error toasts, a failed route) needs; the rest arrives
// with the shell (full-ukrainian.ts), sign-in's with its code (features/auth/texts.ts), which a
// signed-in visitor mostly never loads. Named JSON imports let the bundler drop the rest here.
import { app, common, errors, routeError } from './uk.json';

const firstScreen = { app, common, errors, routeError };
/** The sections the entry chunk carries (the rest: full-ukrainian.ts and the features' texts). */
export const firstScreenSections: readonly string[] = Object.keys(firstScreen);

export const defaultLanguage = 'uk';
export const languages = ['uk', 'en'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'lang';

const isLanguage = (value: string | null): value is Language =>
  value !== null && (languages as readonly string[]).includes(value);

/** BCP 47 locale for Intl formatting in each interface language. */
export const intlLocale = (language: string): string => (language === 'en' ? 'en-GB' : 'uk-UA');

/**
 * The first formatter of a locale loads the locale's ICU data: 53 ms for a NumberFormat, 105 for a
 * DateTimeFormat made first, in Chromium at a phone's 4× slower CPU. Made in tasks of their own
 * while the shell downloads, they keep that out of the long task that evaluates the shell (MUI's
 * locale makes a NumberFormat as it is imported) and out of the first screen's render.
 */
export function warmFormatters(): void {
  const locale = intlLocale(i18next.language);
  setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
    setTimeout(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(0));
  });
}

// Ukrainian ships in the entry chunk; English is fetched only by someone who switches to it.
async function ensureBundle(language: Language): Promise<void> {
  if (language === 'uk' || i18next.hasResourceBundle(language, 'translation')) return;
  const bundle = await import('./en.json');
  i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
}

export async function initI18n(): Promise<void> {
  const stored = readStoredLanguage();
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: { uk: { translation: firstScreen } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  if (stored !== defaultLanguage) await changeLanguage(stored);
  document.documentElement.lang = i18next.language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureBundle(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this tab only.
  }
}

function readStoredLanguage(): Language {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export { i18next as i18n };
