import texts from 'virtual:uk-texts/foxyLink';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/** This feature's texts, loaded with its code (i18n/feature-texts.ts). */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
