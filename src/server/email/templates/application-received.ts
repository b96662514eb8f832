import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, clip } from '../wording.ts';

export function applicationReceivedContent(
  message: MessageOf<'application_received'>,
  spelling: Language,
): NotificationContent<'application_received'> {
  return {
    subject: `New copywriter application: ${clip(message.applicantName, 50)}`,
    preheader: `${clip(message.applicantName, 60)} has applied to write for ${brandName(spelling)}.`,
    paragraphs: [
      `${message.applicantName} has applied to become a copywriter.`,
      {
        details: [
          ['Email', message.applicantEmail],
          ['Applicant', `#${message.applicantId}`],
        ],
      },
      'Their experience and writing sample are waiting for you in the admin dashboard.',
    ],
    action: { label: 'Review application', path: '/admin' },
    inApp: {
      title: 'New copywriter application',
      body: `${clip(message.applicantName, 40)} (${clip(message.applicantEmail, 60)}) applied to become a copywriter.`,
    },
  };
}
