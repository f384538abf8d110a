import i18next from 'i18next';
// Every section the shell and the generic screens read; a feature's own sections come with its
// code instead (feature-texts.ts). Named imports, so the bundler leaves those out of this chunk.
import {
  attributeValues,
  crudCreate,
  crudDelete,
  crudForm,
  crudList,
  dashboard,
  gridEdit,
  jobs,
  menu,
  modules,
  notFound,
  palette,
  placeholder,
  productFilters,
  resources,
  routes,
  savedViews,
  session,
  sessions,
  shell,
  toasts,
} from './uk.json';

/** The sections registered here, beside the first screen's (i18n.ts) and the features' own. */
export const shellTexts = {
  attributeValues,
  crudCreate,
  crudDelete,
  crudForm,
  crudList,
  dashboard,
  gridEdit,
  jobs,
  menu,
  modules,
  notFound,
  palette,
  placeholder,
  productFilters,
  resources,
  routes,
  savedViews,
  session,
  sessions,
  shell,
  toasts,
};

let registered = false;

/** Adds the shell's Ukrainian strings; the shell calls this, /login gets by with the core sections. */
export function registerFullUkrainian(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('uk', 'translation', shellTexts, true, true);
}
