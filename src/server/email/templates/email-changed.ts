import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, pathWithToken, spelled } from '../wording.ts';

// Sent to the old address once the new one confirmed: whoever held a session may have moved the account to
// an inbox of their own, and this link is how the owner takes it back (docs/product.md "Accounts").
export function emailChangedContent(
  message: MessageOf<'email_changed'>,
  spelling: Language,
): NotificationContent<'email_changed'> {
  const brand = brandName(spelling);
  return {
    subject: `The email address of your ${brand} account was changed`,
    preheader: `Your ${brand} account now uses another email address. Undo it if this wasn't you.`,
    paragraphs: [
      `The email address of your ${brand} account was changed from ${message.oldEmail} to:`,
      { emphasis: message.newEmail },
      'If you made this change, there is nothing more to do.',
      `If you don't ${spelled(spelling, 'recognise', 'recognize')} it, undo it with the button below: your account goes back to this address and every sign-in to it ends. Then reset your password. The link works for 7 days.`,
    ],
    action: { label: 'Undo this change', path: pathWithToken('/verify-email', message.token) },
    note: 'This email goes to your previous address so that a change you did not make cannot go unnoticed.',
  };
}
