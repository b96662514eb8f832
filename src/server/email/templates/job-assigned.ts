import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

export function jobAssignedContent(
  message: MessageOf<'job_assigned'>,
  _spelling: Language,
): NotificationContent<'job_assigned'> {
  return {
    subject: subjectWithTitle('New job for you: ', message.jobTitle),
    preheader: 'A paid job is ready for you to start.',
    paragraphs: [
      `You've been assigned ${quoted(message.jobTitle)}. It's paid for and ready to start.`,
      "You'll find the brief, the text and the client's notes on your copywriter dashboard.",
    ],
    action: { label: 'Start the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'New job assigned',
      body: `${quoted(message.jobTitle, 90)} is assigned to you and ready to start.`,
    },
  };
}
