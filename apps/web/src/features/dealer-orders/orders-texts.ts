import texts from 'virtual:uk-texts/dealerOrders.list,dealerOrders.show,dealerOrders.settings';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/** The placed orders' texts (the list, an order, the settings): loaded with their code (texts.ts). */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
