// The generic widgets' strings (reference pickers, the delete question) for the dealer panel's
// screens that use them: its shell carries only what every dealer screen reads (dealer-ukrainian.ts).
import texts from 'virtual:uk-texts/crudForm,crudDelete';
import { addUkrainianTexts } from './feature-texts.ts';

addUkrainianTexts(texts);
