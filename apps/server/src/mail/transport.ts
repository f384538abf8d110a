import type { Transporter } from 'nodemailer';
import type { MailMessage } from './outbox.ts';

export interface MailTransport {
  /** Sends the message or throws; answers how it went out. */
  send(message: MailMessage): Promise<'smtp' | 'console'>;
  close(): void;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set (`smtp://user:pass@host:587`, `smtps://…:465`);
 * otherwise the message is printed, links and all, so a first start without a mail server still
 * lets the owner pass an invitation or a reset link on.
 */
export function createMailTransport(opts: {
  smtpUrl?: string;
  from: string;
  print: (text: string) => void;
}): MailTransport {
  if (!opts.smtpUrl) {
    return {
      async send(m) {
        opts.print(`\n  Лист (${m.kind}) для ${m.to}: ${m.subject}\n\n${m.text.replace(/^/gm, '    ')}\n`);
        return 'console';
      },
      close() {},
    };
  }
  // a server that does not answer is given up on soon: the job tries again later
  // nodemailer is loaded only where mail goes out by SMTP, with the first letter
  let smtp: Promise<Transporter> | undefined;
  const transporter = () =>
    (smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(m) {
      await (await transporter()).sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      return 'smtp';
    },
    close: () => void smtp?.then((s) => s.close()),
  };
}
