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
    reasonRequired: 'Вкажіть причину: дилер побачить її.',
    applied: 'Дякуємо! Заявку отримано. Ми перевіримо дані компанії й надішлемо лист, щойно її схвалять.',
    priceGroupMissing: 'Такої цінової групи немає.',
    managerNotStaff: 'Оберіть активного співробітника магазину.',
    notPending: 'Серед обраних немає заявок, що очікують рішення.',
    notApproved: 'Заблокувати можна лише схваленого дилера.',
    notBlocked: 'Розблокувати можна лише заблокованого дилера.',
  },
  {
    edrpouCheck: 'The EDRPOU code fails its check digit: check the digits for a typo.',
    edrpouTaken: 'A company with this EDRPOU code is already registered or has applied.',
    emailTaken: 'This e-mail is already used to sign in.',
    pending: 'Your company’s application is still being reviewed. We will e-mail you once it is approved.',
    rejected: (reason: string) => `Your company’s application was rejected. Reason: ${reason}`,
    blocked: (reason: string) => `Your company’s access is blocked. Reason: ${reason}`,
    noReason: 'not given',
    reasonRequired: 'Give a reason: the dealer will see it.',
    applied:
      'Thank you! Your application is received. We will check the company’s details and e-mail you once it is approved.',
    priceGroupMissing: 'No such price group.',
    managerNotStaff: 'Choose an active staff member of the shop.',
    notPending: 'None of those chosen is an application awaiting a decision.',
    notApproved: 'Only an approved dealer can be blocked.',
    notBlocked: 'Only a blocked dealer can be unblocked.',
  },
);
