import { addUkrainianTexts } from '../../i18n/feature-texts.ts';
import { filterSeo } from '../../i18n/uk.json';

/** This feature's texts, loaded with its code (i18n/feature-texts.ts). */
export const featureTexts = { filterSeo };
addUkrainianTexts(featureTexts);
