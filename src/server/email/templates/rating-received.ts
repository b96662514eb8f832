import type { Language } from '../../../shared/constants.ts';
import type { Block, NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, starParts, stars, subjectWithTitle } from '../wording.ts';

export function ratingReceivedContent(
  message: MessageOf<'rating_received'>,
  _spelling: Language,
): NotificationContent<'rating_received'> {
  const score = starParts(message.rating).filled.length;
  const review = message.review?.trim();
  const quotedReview: Block[] = review ? [{ quote: review }] : [];
  return {
    subject: subjectWithTitle(`New ${score}-star rating for `, message.jobTitle),
    preheader: `A client rated your work ${score} out of 5.`,
    paragraphs: [
      `The client rated your work on ${quoted(message.jobTitle)}:`,
      { stars: message.rating },
      ...quotedReview,
      'Ratings appear on your profile and help clients choose you for their next job.',
    ],
    action: { label: 'View the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'New rating',
      body: `${stars(message.rating)} for ${quoted(message.jobTitle, 90)}.`,
    },
  };
}
