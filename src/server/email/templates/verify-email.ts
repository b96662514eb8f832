import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, pathWithToken } from '../wording.ts';

export function verifyEmailContent(
  message: MessageOf<'verify_email'>,
  spelling: Language,
): NotificationContent<'verify_email'> {
  const brand = brandName(spelling);
  return {
    subject: 'Confirm your email address',
    preheader: `One click to confirm the email address of your ${brand} account.`,
    paragraphs: [
      `Please confirm that this is the right email address for your ${brand} account. It's how we reach you about quotes, deliveries and messages.`,
    ],
    action: { label: 'Confirm email address', path: pathWithToken('/verify-email', message.token) },
    note: "If you didn't ask for this, you can ignore this email.",
  };
}
