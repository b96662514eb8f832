import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName } from '../wording.ts';

// Wrong passwords locked the account's logins for 15 minutes (docs/product.md "Limits"): the owner hears of
// it once per lock, learns that nobody got in, and where to go if they forgot the password.
export function loginLockedContent(
  message: MessageOf<'login_locked'>,
  spelling: Language,
): NotificationContent<'login_locked'> {
  const brand = brandName(spelling);
  const where = message.everywhere ? 'from every address that tried' : 'from the address they came from';
  return {
    subject: `Too many wrong passwords for your ${brand} account`,
    preheader: 'Nobody signed in. Logins from where the guesses came are paused for 15 minutes.',
    paragraphs: [
      `Someone tried to sign in to your ${brand} account with wrong passwords several times, so we have paused logins ${where} for 15 minutes. Nobody signed in.`,
      'You can still sign in from a device and network that have not failed.',
      "If it was you and you have forgotten your password, choose a new one with the button below. If it wasn't you, your password held; if it is one you use elsewhere, change it.",
    ],
    action: { label: 'Reset password', path: '/forgot-password' },
    note: 'We send this once per lock, not for every attempt.',
  };
}
