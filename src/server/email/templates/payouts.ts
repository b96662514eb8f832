// A copywriter's money (docs/decisions/0039): an earning cleared, a payout sent, a payout that failed.
import type { Language } from '../../../shared/constants.ts';
import { formatPence } from '../../../shared/domain/format.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

const EARNINGS = '/copywriter-dashboard?tab=earnings';

export function earningAvailableContent(
  message: MessageOf<'earning_available'>,
  _spelling: Language,
): NotificationContent<'earning_available'> {
  const amount = formatPence(message.netPence);
  return {
    subject: subjectWithTitle(`${amount} is ready to withdraw: `, message.jobTitle),
    preheader: `Your earning on ${message.jobTitle} has cleared.`,
    paragraphs: [
      `Your earning of ${amount} on ${quoted(message.jobTitle)} has cleared and is now available.`,
      'You can withdraw it to your payout account from the Earnings tab of your dashboard.',
    ],
    action: { label: 'View earnings', path: EARNINGS },
    inApp: {
      title: 'Earning available',
      body: `${amount} from ${quoted(message.jobTitle, 80)} is ready to withdraw.`,
    },
  };
}

export function payoutSentContent(
  message: MessageOf<'payout_sent'>,
  _spelling: Language,
): NotificationContent<'payout_sent'> {
  const amount = formatPence(message.amountPence);
  return {
    subject: `Your payout of ${amount} is on its way`,
    preheader: `We've sent ${amount} to your payout account.`,
    paragraphs: [
      `We've sent ${amount} to your payout account.`,
      {
        details: [
          ['Amount', amount],
          ['Payout number', `#${message.payoutId}`],
        ],
      },
      'It reaches your bank on your payout account’s usual schedule, normally within a few days.',
    ],
    action: { label: 'View earnings', path: EARNINGS },
    inApp: { title: 'Payout sent', body: `We've sent ${amount} to your payout account.` },
  };
}

export function payoutFailedContent(
  message: MessageOf<'payout_failed'>,
  _spelling: Language,
): NotificationContent<'payout_failed'> {
  const amount = formatPence(message.amountPence);
  return {
    subject: `Your payout of ${amount} did not go through`,
    preheader: `The ${amount} is back in your available balance.`,
    paragraphs: [
      `Your payout of ${amount} did not go through, so the money is back in your available balance.`,
      {
        details: [
          ['Amount', amount],
          ['Payout number', `#${message.payoutId}`],
          ['Reason', message.reason],
        ],
      },
      'Please check your payout account’s details, then try withdrawing again.',
    ],
    action: { label: 'View earnings', path: EARNINGS },
    inApp: {
      title: 'Payout failed',
      body: `Your payout of ${amount} did not go through; it is back in your balance.`,
    },
  };
}
