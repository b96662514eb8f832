import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, pathWithToken } from '../wording.ts';

// Sent to the new address: confirming it proves the requester can read mail there.
export function emailChangeContent(
  message: MessageOf<'email_change'>,
  spelling: Language,
): NotificationContent<'email_change'> {
  const brand = brandName(spelling);
  return {
    subject: 'Confirm your new email address',
    preheader: `Confirm this address to finish changing the email of your ${brand} account.`,
    paragraphs: [
      `You asked to use this new email address for your ${brand} account:`,
      { emphasis: message.newEmail },
      'Please confirm that this address is yours. Until you do, your account keeps its current email address.',
    ],
    action: { label: 'Confirm new email address', path: pathWithToken('/verify-email', message.token) },
    note: "If you didn't ask for this change, you can ignore this email: this address won't be added to any account.",
  };
}
