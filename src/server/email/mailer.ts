// Where an email goes: over SMTP when SMTP_URL is set, otherwise nowhere (it is kept for the admin's Emails
// tab and announced in the log).
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'keep';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string | undefined;
}

export function createMailer(settings: MailSettings, messageIdDomain: string): Mailer {
  if (!settings.smtpUrl) return { kind: 'keep', async send() {}, close() {} };
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 5,
    // A refused or silent server fails the attempt quickly; the queue tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({
        from: settings.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        // The same id on every attempt: a receiving server can tell a retried email from a new one.
        messageId: `<${email.id}@${messageIdDomain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
