import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

export function revisionRequestedContent(
  message: MessageOf<'revision_requested'>,
  _spelling: Language,
): NotificationContent<'revision_requested'> {
  const round = message.round > 0 ? ` (revision ${message.round})` : '';
  return {
    subject: subjectWithTitle('Revision requested: ', message.jobTitle),
    preheader: 'The client has asked for some changes.',
    paragraphs: [
      `The client has asked for changes to ${quoted(message.jobTitle)}${round}. Here's what they'd like:`,
      { quote: message.reason },
      'Make the changes and deliver the revised version from your dashboard.',
    ],
    action: { label: 'View the request', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Revision requested',
      body: `The client asked for changes to ${quoted(message.jobTitle, 90)}.`,
    },
  };
}
