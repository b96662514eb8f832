import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

const SERVICES = { 'human-check': 'a human check', rewrite: 'a complete rewrite' } as const;

// A client chose this writer on their profile (docs/product.md "Writer profiles and invitations"). The job is
// open to every approved copywriter; the invitation says it was meant for them.
export function quoteInvitationContent(
  message: MessageOf<'quote_invitation'>,
  _spelling: Language,
): NotificationContent<'quote_invitation'> {
  const words = `${message.wordCount.toLocaleString('en-GB')} ${message.wordCount === 1 ? 'word' : 'words'}`;
  return {
    subject: subjectWithTitle('A client asked you for a quote: ', message.jobTitle),
    preheader: `A client chose you from your profile for ${SERVICES[message.serviceType]}.`,
    paragraphs: [
      `A client read your profile and asked you to quote on ${quoted(message.jobTitle)}: ${SERVICES[message.serviceType]} of ${words}.`,
      'It is at the top of your available jobs, marked as an invitation. Other copywriters may quote too, so a prompt quote gives you the best chance.',
    ],
    action: { label: 'Read the brief', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Asked for your quote',
      body: `A client asked you to quote on ${quoted(message.jobTitle, 80)}.`,
    },
  };
}
