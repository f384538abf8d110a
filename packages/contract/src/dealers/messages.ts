import { defineMessages } from '../messages.ts';

/** What the dealer side says to staff, dealers and applicants (Ukrainian, with the English twin). */
export const dealerMessages = defineMessages(
  {
    edrpouCheck: 'Код ЄДРПОУ не проходить перевірку контрольної цифри: перевірте, чи не помилка в цифрах.',
    edrpouTaken: 'Компанія з таким кодом ЄДРПОУ вже зареєстрована або подала заявку.',
    emailTaken: 'Цей e-mail уже використовується для входу.',
    pending: 'Заявку вашої компанії ще розглядають. Ми надішлемо лист, щойно її схвалять.',
    rejected: (reason: string) => `Заявку вашої компанії відхилено. Причина: ${reason}`,
    blocked: (reason: string) => `Доступ вашої компанії заблоковано. Причина: ${reason}`,
    noReason: 'не вказана',
  },
  {
    edrpouCheck: 'The EDRPOU code fails its check digit: check the digits for a typo.',
    edrpouTaken: 'A company with this EDRPOU code is already registered or has applied.',
    emailTaken: 'This e-mail is already used to sign in.',
    pending: 'Your company’s application is still being reviewed. We will e-mail you once it is approved.',
    rejected: (reason: string) => `Your company’s application was rejected. Reason: ${reason}`,
    blocked: (reason: string) => `Your company’s access is blocked. Reason: ${reason}`,
    noReason: 'not given',
  },
);
