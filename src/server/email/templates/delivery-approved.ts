import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

export function deliveryApprovedContent(
  message: MessageOf<'delivery_approved'>,
  _spelling: Language,
): NotificationContent<'delivery_approved'> {
  return {
    subject: subjectWithTitle('Work approved: ', message.jobTitle),
    preheader: 'The client approved your delivery. Nice work!',
    paragraphs: [
      `The client has approved your work on ${quoted(message.jobTitle)}. Nice work!`,
      'The job is now complete. Thank you for the care you put into it.',
    ],
    action: { label: 'View the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Work approved',
      body: `The client approved your work on ${quoted(message.jobTitle, 90)}.`,
    },
  };
}
