import type { Language } from '../../../shared/constants.ts';
import { formatPence } from '../../../shared/domain/format.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, formatLongDate } from '../wording.ts';

export function paymentReceiptContent(
  message: MessageOf<'payment_receipt'>,
  spelling: Language,
): NotificationContent<'payment_receipt'> {
  const amount = formatPence(message.amountPence);
  const paidOn = formatLongDate(message.paidAt, spelling);
  return {
    subject: `Your receipt for ${amount}`,
    preheader: `We received your payment of ${amount}. Thank you!`,
    paragraphs: [
      'Thank you for your payment. Here is your receipt.',
      {
        details: [
          ['Description', message.description],
          ['Amount paid', amount],
          ...(paidOn ? [['Date', paidOn] as const] : []),
          ['Receipt number', `#${message.paymentId}`],
        ],
      },
      'You can view or print this receipt online at any time.',
    ],
    action: { label: 'View receipt', path: `/payments/${message.paymentId}` },
    inApp: {
      title: 'Payment received',
      body: `Receipt for ${amount}: ${clip(message.description, 110)}`,
    },
  };
}
