import { addUkrainianTexts } from '../../i18n/feature-texts.ts';
import { migration } from '../../i18n/uk.json';

/** This feature's texts, loaded with its code (i18n/feature-texts.ts). */
export const featureTexts = { migration };
addUkrainianTexts(featureTexts);
