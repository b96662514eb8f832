import type { Language } from '../../../shared/constants.ts';
import { formatPence } from '../../../shared/domain/format.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, quoted, subjectWithTitle } from '../wording.ts';

export function quoteAcceptedContent(
  message: MessageOf<'quote_accepted'>,
  _spelling: Language,
): NotificationContent<'quote_accepted'> {
  const price = formatPence(message.pricePence);
  return {
    subject: subjectWithTitle('Quote accepted: ', message.jobTitle),
    preheader: `${clip(message.clientName, 60)} accepted your quote of ${price}.`,
    paragraphs: [
      `Great news: ${message.clientName} accepted your quote of ${price} for ${quoted(message.jobTitle)}.`,
      'The job starts once the client has paid. Your dashboard always shows where it stands.',
    ],
    action: { label: 'View the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Quote accepted',
      body: `${clip(message.clientName, 40)} accepted your ${price} quote for ${quoted(message.jobTitle, 60)}.`,
    },
  };
}
