import type { Language } from '../../../shared/constants.ts';
import { formatHoursLong, formatPence } from '../../../shared/domain/format.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, spelled } from '../wording.ts';

export function refundContent(
  message: MessageOf<'refund'>,
  spelling: Language,
): NotificationContent<'refund'> {
  if (message.hours !== undefined) return hoursReturned(message, message.hours);
  const amount = formatPence(message.amountPence);
  return {
    subject: `Your refund of ${amount} is on its way`,
    preheader: `We've refunded ${amount} to the card you paid with.`,
    paragraphs: [
      `We've refunded ${amount} to the card you paid with.`,
      {
        details: [
          ['Description', message.description],
          ['Amount refunded', amount],
          ['Receipt number', `#${message.paymentId}`],
        ],
      },
      `Refunds usually reach your account within 5–10 ${spelled(spelling, 'working days', 'business days')}, depending on your bank.`,
    ],
    action: { label: 'View payment', path: `/payments/${message.paymentId}` },
    inApp: {
      title: 'Refund issued',
      body: `We've refunded ${amount}: ${clip(message.description, 110)}`,
    },
  };
}

function hoursReturned(message: MessageOf<'refund'>, hours: number): NotificationContent<'refund'> {
  const returned = formatHoursLong(hours);
  return {
    subject: `${returned} ${hours === 1 ? 'is' : 'are'} back in your balance`,
    preheader: `We've returned the ${returned} of prepaid time you paid with.`,
    paragraphs: [
      `We've returned the ${returned} of prepaid time you paid with to your balance, ready for your next job.`,
      {
        details: [
          ['Description', message.description],
          ['Time returned', returned],
          ['Receipt number', `#${message.paymentId}`],
        ],
      },
    ],
    action: { label: 'View payment', path: `/payments/${message.paymentId}` },
    inApp: {
      title: 'Hours returned',
      body: `We've returned ${returned}: ${clip(message.description, 110)}`,
    },
  };
}
