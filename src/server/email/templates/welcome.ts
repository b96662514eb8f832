import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, pathWithToken } from '../wording.ts';

export function welcomeContent(
  message: MessageOf<'welcome'>,
  spelling: Language,
): NotificationContent<'welcome'> {
  const brand = brandName(spelling);
  return {
    subject: `Welcome to ${brand}! Please confirm your email`,
    preheader: 'Confirm your email address and your account is ready to go.',
    paragraphs: [
      `Welcome to ${brand}, and thanks for joining us.`,
      "Our copywriters check and rewrite AI-generated text so it reads naturally, stays accurate and sounds like you. Send a draft whenever you're ready, and they'll quote for it.",
      'First, please confirm your email address so we can keep you up to date on your quotes and deliveries.',
    ],
    action: { label: 'Confirm email address', path: pathWithToken('/verify-email', message.token) },
    note: `If you didn't create a ${brand} account, you can ignore this email.`,
  };
}
