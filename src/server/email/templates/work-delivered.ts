import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, quoted, subjectWithTitle } from '../wording.ts';

export function workDeliveredContent(
  message: MessageOf<'work_delivered'>,
  _spelling: Language,
): NotificationContent<'work_delivered'> {
  const revised = message.revisionRound > 0;
  const name = message.copywriterName;
  return {
    subject: subjectWithTitle(revised ? 'Revised version ready: ' : 'Your work is ready: ', message.jobTitle),
    preheader: revised
      ? `${clip(name, 60)} has made the changes you asked for.`
      : `${clip(name, 60)} has delivered your job.`,
    paragraphs: [
      revised
        ? `${name} has delivered the revised version of ${quoted(message.jobTitle)}, with the changes you asked for.`
        : `${name} has delivered the finished work for ${quoted(message.jobTitle)}.`,
      "Have a read on your dashboard. If you're happy with it, approve it; if something still needs changing, you can ask for a revision.",
    ],
    action: {
      label: revised ? 'Review the revised version' : 'Review the work',
      path: `/jobs/${message.jobId}`,
    },
    inApp: {
      title: revised ? 'Revised version delivered' : 'Work delivered',
      body: `${clip(name, 40)} delivered ${revised ? 'the revised version of ' : ''}${quoted(message.jobTitle, 60)}.`,
    },
  };
}
