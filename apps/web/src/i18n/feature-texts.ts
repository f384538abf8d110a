import i18next from 'i18next';

/**
 * A feature's own sections of uk.json, added when the feature's code loads rather than with the
 * shell: staff who never open it never download its text. Each feature's `texts.ts` imports its
 * sections by name (so the bundler puts only those in its chunk) and calls this; every file that
 * reads them imports that `texts.ts`, so they are there before its first render.
 */
export function addUkrainianTexts(sections: Record<string, unknown>): void {
  i18next.addResourceBundle('uk', 'translation', sections, true, true);
}
