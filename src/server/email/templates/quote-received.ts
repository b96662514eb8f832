import type { Language } from '../../../shared/constants.ts';
import { formatPence } from '../../../shared/domain/format.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, clip, quoted, subjectWithTitle } from '../wording.ts';

export function quoteReceivedContent(
  message: MessageOf<'quote_received'>,
  spelling: Language,
): NotificationContent<'quote_received'> {
  // A quote without a copywriter is the house's own: the admin assigns someone once it is paid.
  const from = message.copywriterName ?? `The ${brandName(spelling)} team`;
  const price = formatPence(message.pricePence);
  return {
    subject: subjectWithTitle('New quote for ', message.jobTitle),
    preheader: `${clip(from, 60)} quoted ${price} for your job.`,
    paragraphs: [
      `${from} has sent you a quote of ${price} for ${quoted(message.jobTitle)}.`,
      'You can compare it with any other quotes on your dashboard. Once you accept a quote and pay, work can begin.',
    ],
    action: { label: 'View quote', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'New quote',
      body: `${clip(from, 40)} quoted ${price} for ${quoted(message.jobTitle, 70)}.`,
    },
  };
}
