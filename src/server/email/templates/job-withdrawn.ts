import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName, quoted, subjectWithTitle } from '../wording.ts';

export function jobWithdrawnContent(
  message: MessageOf<'job_withdrawn'>,
  spelling: Language,
): NotificationContent<'job_withdrawn'> {
  return {
    subject: subjectWithTitle('Job withdrawn: ', message.jobTitle),
    preheader: 'This job is no longer open to copywriters.',
    paragraphs: [
      `Your job ${quoted(message.jobTitle)} has been withdrawn from ${brandName(spelling)}, so copywriters can no longer quote for it or work on it.`,
      "Your dashboard shows its current status. If you still need this work done, you're welcome to submit it again.",
    ],
    action: { label: 'View the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Job withdrawn',
      body: `${quoted(message.jobTitle, 100)} has been withdrawn.`,
    },
  };
}
