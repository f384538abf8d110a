import { addUkrainianTexts } from '../../i18n/feature-texts.ts';
import { categoryTree } from '../../i18n/uk.json';

/** This feature's texts, loaded with its code (i18n/feature-texts.ts). */
export const featureTexts = { categoryTree };
addUkrainianTexts(featureTexts);
