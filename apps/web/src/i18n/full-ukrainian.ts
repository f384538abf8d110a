// Every section the shell and the generic screens read; a feature's own sections come with its
// code instead (feature-texts.ts), and the first screen's with the entry (i18n.ts).
import shellTexts from 'virtual:uk-texts/attributeValues,crudCreate,crudDelete,crudForm,crudList,dashboard,fileLibrary,gridEdit,jobs,menu,modules,noAccess,notFound,pager,palette,placeholder,productFilters,resources,routes,savedViews,session,sessions,shell,toasts';
import i18next from 'i18next';

let registered = false;

/** Adds the shell's Ukrainian strings; the shell calls this, /login gets by with the core sections. */
export function registerFullUkrainian(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('uk', 'translation', shellTexts, true, true);
}
