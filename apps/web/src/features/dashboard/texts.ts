import texts from 'virtual:uk-texts/dashboardFigures';
import { addUkrainianTexts } from '../../i18n/feature-texts.ts';

/** The figures' texts, loaded with the dashboard's code (i18n/feature-texts.ts). */
export const featureTexts = texts;
addUkrainianTexts(featureTexts);
