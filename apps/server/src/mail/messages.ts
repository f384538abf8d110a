import type { Mail, MailMessage } from './outbox.ts';

/**
 * The letters, in Ukrainian, plain text: each names what happened and the one link to act on it.
 * `greeting` addresses a person by name when there is one.
 */
const greeting = (name?: string | null) => (name?.trim() ? `Вітаємо, ${name.trim()}!` : 'Вітаємо!');
const signature = '\n\n—\nКрамар, кабінет магазину. Цей лист надіслано автоматично, відповідати на нього не треба.';

export const mailMessages = {
  dealerApproved(mail: Mail, to: string, company: string, name?: string | null): MailMessage {
    return {
      kind: 'dealer-approved',
      to,
      subject: 'Заявку дилера схвалено',
      text: `${greeting(name)}\n\nЗаявку компанії «${company}» схвалено: кабінет дилера відкрито.\nУвійдіть своєю електронною поштою і паролем, указаними в заявці:\n${mail.publicUrl}/login${signature}`,
    };
  },

  dealerRejected(to: string, company: string, reason: string | null, name?: string | null): MailMessage {
    return {
      kind: 'dealer-rejected',
      to,
      subject: 'Заявку дилера відхилено',
      text: `${greeting(name)}\n\nНа жаль, заявку компанії «${company}» відхилено.\nПричина: ${reason?.trim() || 'не вказано'}.\nЯкщо маєте питання, зверніться до магазину.${signature}`,
    };
  },

  invitation(to: string, name: string, link: string, hours: number): MailMessage {
    return {
      kind: 'invitation',
      to,
      subject: 'Запрошення до Крамаря: встановіть пароль',
      text: `${greeting(name)}\n\nДля вас створено обліковий запис у Крамарі.\nЩоб увійти, встановіть пароль за посиланням (діє ${hours} год, лише один раз):\n${link}${signature}`,
    };
  },

  passwordReset(to: string, name: string, link: string): MailMessage {
    return {
      kind: 'password-reset',
      to,
      subject: 'Відновлення пароля в Крамарі',
      text: `${greeting(name)}\n\nХтось (можливо, ви) попросив змінити пароль до вашого облікового запису.\nВстановіть новий пароль за посиланням (діє 1 годину, лише один раз):\n${link}\nПісля цього всі інші ваші сеанси буде завершено.\nЯкщо ви не просили змінити пароль, просто не зважайте на цей лист: пароль лишиться тим самим.${signature}`,
    };
  },
};
