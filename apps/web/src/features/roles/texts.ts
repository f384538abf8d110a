import { addUkrainianTexts } from '../../i18n/feature-texts.ts';
import { roleEditor, roleHolders } from '../../i18n/uk.json';

/** This feature's texts, loaded with its code (i18n/feature-texts.ts). */
export const featureTexts = { roleEditor, roleHolders };
addUkrainianTexts(featureTexts);
