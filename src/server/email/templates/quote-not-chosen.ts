import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { quoted, subjectWithTitle } from '../wording.ts';

// The client accepted another quote on a job this writer quoted on (docs/product.md "Quotes"). Names no other
// writer and no price: a copywriter never learns another's terms.
export function quoteNotChosenContent(
  message: MessageOf<'quote_not_chosen'>,
  _spelling: Language,
): NotificationContent<'quote_not_chosen'> {
  return {
    subject: subjectWithTitle('The client chose another writer: ', message.jobTitle),
    preheader: 'Thank you for quoting. New jobs are waiting on your dashboard.',
    paragraphs: [
      `Thank you for quoting on ${quoted(message.jobTitle)}. The client chose another writer for this job.`,
      'Your quote stays in My Quotes on your dashboard. If the client changes their mind before paying, it is back in the running. In the meantime, new jobs are waiting for a quote.',
    ],
    action: { label: 'View the job', path: `/jobs/${message.jobId}` },
    inApp: {
      title: 'Another writer was chosen',
      body: `The client chose another writer for ${quoted(message.jobTitle, 80)}.`,
    },
  };
}
