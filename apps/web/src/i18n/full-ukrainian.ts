import i18next from 'i18next';
import uk from './uk.json?raw';

let registered = false;

/** Adds every Ukrainian string; the shell calls this, /login gets by with the core sections. */
export function registerFullUkrainian(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('uk', 'translation', JSON.parse(uk) as object, true, true);
}
