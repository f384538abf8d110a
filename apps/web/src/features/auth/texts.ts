import texts from 'virtual:uk-texts/auth';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/**
 * Sign-in's texts, loaded with its code (i18n/feature-texts.ts): the login screen's for a guest,
 * the session dialog's or the sign-in route's for someone signed in, who mostly needs neither.
 */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
