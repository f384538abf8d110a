import texts from 'virtual:uk-texts/dealerOrders@workspace|failed|loading|number|pieces|noWorkspace|toWorkspaces|availability|fields';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/**
 * What every screen of the dealer's orders reads, loaded with its code (i18n/feature-texts.ts);
 * each screen's own come with it: catalog-texts.ts, draft-texts.ts, orders-texts.ts.
 */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
