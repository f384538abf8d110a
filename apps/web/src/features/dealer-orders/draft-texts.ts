import texts from 'virtual:uk-texts/dealerOrders.draft,dealerOrders.quick,dealerOrders.place,dealerOrders.catalog@quantityOf';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/** The new order's texts (its lines, the quick order, placing): loaded with its code (texts.ts). */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
