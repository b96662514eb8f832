import type { Language } from '../../../shared/constants.ts';
import type { Block, NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName } from '../wording.ts';

export function applicationRejectedContent(
  message: MessageOf<'application_rejected'>,
  spelling: Language,
): NotificationContent<'application_rejected'> {
  const brand = brandName(spelling);
  const reason = message.reason?.trim();
  const note: Block[] = reason ? ['Our reviewer left this note:', { quote: reason }] : [];
  return {
    subject: `An update on your ${brand} copywriter application`,
    preheader: 'Thank you for applying to write for us.',
    paragraphs: [
      `Thank you for applying to write for ${brand}, and for the time you put into your application.`,
      "After reviewing it carefully, we're not able to approve it this time.",
      ...note,
      "You're welcome to apply again whenever you're ready. A fresh writing sample is a good place to start.",
    ],
    action: { label: 'Apply again', path: '/apply-as-copywriter' },
    inApp: {
      title: 'Application not approved',
      body: "Your copywriter application wasn't approved this time. You're welcome to apply again.",
    },
  };
}
