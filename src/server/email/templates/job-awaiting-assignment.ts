import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

export function jobAwaitingAssignmentContent(
  message: MessageOf<'job_awaiting_assignment'>,
  _spelling: Language,
): NotificationContent<'job_awaiting_assignment'> {
  return {
    subject: subjectWithTitle('Needs a copywriter: ', message.jobTitle),
    preheader: 'A paid job is waiting to be assigned.',
    paragraphs: [
      `The job ${quoted(message.jobTitle)} has been paid for and is waiting for a copywriter.`,
      'Assign someone from the admin dashboard so work can begin.',
    ],
    action: { label: 'Assign a copywriter', path: '/admin' },
    inApp: {
      title: 'Job awaiting assignment',
      body: `${quoted(message.jobTitle, 90)} is paid for and needs a copywriter.`,
    },
  };
}
