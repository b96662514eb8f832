// A dispute's steps (docs/decisions/0041): the writer asked to answer, the client offered a refund, the case
// escalated to an admin, and the settlement. Each leads to the job's page, where the dispute is answered.
import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, formatLongDate, quoted, subjectWithTitle } from '../wording.ts';

const jobPath = (jobId: number) => `/jobs/${jobId}`;

export function disputeOpenedContent(
  message: MessageOf<'dispute_opened'>,
  spelling: Language,
): NotificationContent<'dispute_opened'> {
  const by = formatLongDate(message.respondBy, spelling) ?? 'within 3 days';
  return {
    subject: subjectWithTitle('A client disputes your delivery: ', message.jobTitle),
    preheader: `They ask for ${message.refundPercent}% back. Please answer by ${by}.`,
    paragraphs: [
      `The client of ${quoted(message.jobTitle)} has opened a dispute and asks for ${message.refundPercent}% of the price back.`,
      {
        details: [
          ['Their reason', clip(message.reason, 500)],
          ['Answer by', by],
        ],
      },
      'You can accept, offer another percentage, or contest it. Without an answer by then, an admin will decide.',
    ],
    action: { label: 'Answer the dispute', path: jobPath(message.jobId) },
    inApp: {
      title: 'Delivery disputed',
      body: `The client asks for ${message.refundPercent}% back on ${quoted(message.jobTitle, 80)}. Answer by ${by}.`,
    },
  };
}

export function disputeOfferContent(
  message: MessageOf<'dispute_offer'>,
  spelling: Language,
): NotificationContent<'dispute_offer'> {
  const by = formatLongDate(message.respondBy, spelling) ?? 'within 3 days';
  return {
    subject: subjectWithTitle(`Your copywriter offers ${message.offerPercent}% back: `, message.jobTitle),
    preheader: `Take the offer or ask an admin to decide, by ${by}.`,
    paragraphs: [
      `Your copywriter answered your dispute on ${quoted(message.jobTitle)} with an offer to refund ${message.offerPercent}% of the price.`,
      {
        details: [
          ['Their message', clip(message.message, 500)],
          ['Answer by', by],
        ],
      },
      'You can take the offer, or ask an admin to decide. Without an answer by then, an admin will decide.',
    ],
    action: { label: 'See the offer', path: jobPath(message.jobId) },
    inApp: {
      title: 'Refund offered',
      body: `${message.offerPercent}% back offered on ${quoted(message.jobTitle, 80)}.`,
    },
  };
}

export function disputeEscalatedContent(
  message: MessageOf<'dispute_escalated'>,
  _spelling: Language,
): NotificationContent<'dispute_escalated'> {
  const forAdmin = message.audience === 'admin';
  return {
    subject: subjectWithTitle(
      forAdmin ? 'A dispute needs a decision: ' : 'An admin will decide your dispute: ',
      message.jobTitle,
    ),
    preheader: forAdmin ? 'Read both sides and settle it.' : 'We will read both sides and settle it fairly.',
    paragraphs: forAdmin
      ? [
          `The dispute on ${quoted(message.jobTitle)} has escalated.`,
          'Read both statements, the deliveries and the chat, then settle it from the Disputes tab.',
        ]
      : [
          `The dispute on ${quoted(message.jobTitle)} has gone to an admin.`,
          'They will read both sides, the deliveries and the chat, and settle it. We will tell you the outcome.',
        ],
    action: forAdmin
      ? { label: 'Open the Disputes tab', path: '/admin?tab=disputes' }
      : { label: 'View the job', path: jobPath(message.jobId) },
    inApp: {
      title: forAdmin ? 'Dispute to decide' : 'Dispute escalated',
      body: `${quoted(message.jobTitle, 90)} goes to an admin.`,
    },
  };
}

export function disputeResolvedContent(
  message: MessageOf<'dispute_resolved'>,
  _spelling: Language,
): NotificationContent<'dispute_resolved'> {
  const outcome =
    message.refundPercent === 0
      ? 'No refund is due, and the job is approved.'
      : `${message.refundPercent}% of the price is refunded, and the job is approved.`;
  return {
    subject: subjectWithTitle('Dispute settled: ', message.jobTitle),
    preheader: outcome,
    paragraphs: [
      `The dispute on ${quoted(message.jobTitle)} is settled ${message.by === 'admin' ? 'by an admin' : 'by agreement'}.`,
      outcome,
      ...(message.note ? [{ details: [['Note', clip(message.note, 500)]] as [string, string][] }] : []),
    ],
    action: { label: 'View the job', path: jobPath(message.jobId) },
    inApp: { title: 'Dispute settled', body: `${quoted(message.jobTitle, 80)}: ${outcome}` },
  };
}
