import texts from 'virtual:uk-texts/dealerOrders.catalog,dealerOrders.draft@summary|emptyShort|linesSum|open';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/** The catalogue's texts, with the draft's summary it shows: loaded with its code (texts.ts). */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
