// Sends one outbox email: renders it (once: a retry sends the same words), hands it to the mailer, and records
// the outcome. Called by the queue's worker with the email's id; an email already sent or kept is left alone,
// so that a task run twice (a restart between the send and the task's completion) does not send twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../shared/constants.ts';
import { preferenceOf } from '../../shared/domain/notification-kinds.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import type { Mailer } from '../email/mailer.ts';
import type { NotificationMessage } from '../email/notification-message.ts';
import { renderEmail } from '../email/render-notification.ts';
import { unsubscribeToken } from '../email/unsubscribe-token.ts';

export interface DeliveryDeps {
  mailer: Mailer;
  publicUrl: string;
  linkSecret: string;
  log: { info(details: object, message: string): void };
}

// Kinds whose link opens the account: once the email has left, the database keeps no usable copy of it.
const TOKEN_KINDS = new Set(['welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed']);

function render(email: OutboxEmail, deps: DeliveryDeps) {
  const message = email.message as unknown as NotificationMessage;
  const preference = preferenceOf(message.kind);
  const token =
    preference && email.user ? unsubscribeToken(deps.linkSecret, email.user.id, preference) : null;
  const rendered = renderEmail(message, {
    name: email.recipientName,
    spelling: email.spelling as Language,
    publicUrl: deps.publicUrl,
    unsubscribeUrl: token ? `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}` : null,
  });
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (token) {
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to this address, with no cookie.
    headers['List-Unsubscribe'] = `<${deps.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { ...rendered, headers };
}

function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('[used]').split(encodeURIComponent(secret)).join('[used]') : text;
}

export type DeliveryOutcome = 'sent' | 'kept' | 'already-done' | 'missing';

export async function deliverEmail(
  em: EntityManager,
  id: string,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const email = await em.findOne(OutboxEmail, { id });
  if (!email) return 'missing';
  if (email.status === 'sent' || email.status === 'kept') return 'already-done';

  if (email.subject === null || email.html === null || email.text === null) {
    const rendered = render(email, deps);
    email.subject = rendered.subject;
    email.html = rendered.html;
    email.text = rendered.text;
    email.headers = rendered.headers;
    await em.flush();
  }
  email.attempts += 1;
  if (deps.mailer.kind === 'keep') {
    // Kept, not sent: sentAt stays empty.
    email.status = 'kept';
    await em.flush();
    // A developer without SMTP follows the link from here (or from the admin's Emails tab).
    const link = firstLink(email.text ?? '', deps.publicUrl);
    deps.log.info({ email: email.id, to: email.toAddress, link }, `email: "${email.subject}" ${link}`);
    return 'kept';
  }
  try {
    await deps.mailer.send({
      id: email.id,
      to: email.toAddress,
      subject: email.subject ?? '',
      text: email.text ?? '',
      html: email.html ?? '',
      headers: email.headers ?? {},
    });
  } catch (error) {
    email.lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await em.flush();
    throw error;
  }
  email.status = 'sent';
  email.sentAt = new Date();
  email.lastError = null;
  const token = (email.message as { token?: string }).token;
  if (TOKEN_KINDS.has(email.kind) && token) {
    email.html = redact(email.html ?? '', token);
    email.text = redact(email.text ?? '', token);
    email.message = { ...email.message, token: '[used]' };
  }
  await em.flush();
  return 'sent';
}

// The page the email leads to, for the log line: the first link to this site in the plain text.
function firstLink(text: string, publicUrl: string): string {
  const start = text.indexOf(publicUrl);
  if (start < 0) return publicUrl;
  const rest = text.slice(start);
  const end = rest.search(/\s/);
  return end < 0 ? rest : rest.slice(0, end);
}

export async function markFailed(em: EntityManager, id: string, error: unknown): Promise<void> {
  await em.nativeUpdate(
    OutboxEmail,
    { id, status: 'pending' },
    { status: 'failed', lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) },
  );
}
