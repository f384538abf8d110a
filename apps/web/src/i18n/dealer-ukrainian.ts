// The sections the dealer panel's shell and screens read: the staff's shell strings without the
// generic screens' and the resources' (issue 29: a dealer's phone downloads what it shows).
import dealerShellTexts from 'virtual:uk-texts/jobs,menu,noAccess,notFound,pager,palette,routes@Dealers.|Login|Register|NotFound,session,sessions,shell,toasts,resources.orders@options';
import i18next from 'i18next';

let registered = false;

/** Adds the dealer panel's Ukrainian strings; the dealer panel's shell calls this. */
export function registerDealerUkrainian(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('uk', 'translation', dealerShellTexts, true, true);
}
