import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, pathWithToken } from '../wording.ts';

export function passwordResetContent(
  message: MessageOf<'password_reset'>,
  spelling: Language,
): NotificationContent<'password_reset'> {
  const brand = brandName(spelling);
  return {
    subject: `Reset your ${brand} password`,
    preheader: 'Your link to choose a new password. It works for one hour.',
    paragraphs: [
      `We received a request to reset the password of your ${brand} account.`,
      'Choose a new password with the button below. For your security, the link is valid for one hour.',
    ],
    action: { label: 'Reset password', path: pathWithToken('/reset-password', message.token) },
    note: "If you didn't ask to reset your password, you can safely ignore this email. Your password stays as it is.",
  };
}
