import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { brandName } from '../wording.ts';

export function applicationApprovedContent(
  _message: MessageOf<'application_approved'>,
  spelling: Language,
): NotificationContent<'application_approved'> {
  const brand = brandName(spelling);
  return {
    subject: `You're approved to write for ${brand}`,
    preheader: 'Your copywriter application has been approved. Welcome aboard!',
    paragraphs: [
      `Good news: your application to become a ${brand} copywriter has been approved. Welcome to the team!`,
      'You can now see open jobs, send quotes and chat with clients from your copywriter dashboard.',
    ],
    action: { label: 'Open your dashboard', path: '/copywriter-dashboard' },
    inApp: {
      title: 'Application approved',
      body: `Welcome aboard! You can now quote for jobs on ${brand}.`,
    },
  };
}
