// One realistic message of every kind: the unit tests, the browser test of the email layout and the preview
// page all render these, so a new kind must come with its sample before anything else will compile.
import type { Language } from '../../shared/constants.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  preferenceOf,
} from '../../shared/domain/notification-kinds.ts';
import type { MessageOf, RecipientContext } from './notification-message.ts';

export const SAMPLE_MESSAGES: { [K in NotificationKind]: MessageOf<K> } = {
  welcome: { kind: 'welcome', token: 'kY3v9Qw2Lr8Tz1Xp6Hn4Jb7Md0Fs5Ga3' },
  verify_email: { kind: 'verify_email', token: 'Vt8mQ2cX9pL4rW7zN1bK6yH3dJ5sF0aE' },
  email_change: {
    kind: 'email_change',
    token: 'Em4N8pQ1xZ7rT2wK9cL5vB3hJ6yD0sGa',
    newEmail: 'sarah.mitchell@brightleafmarketing.co.uk',
  },
  password_reset: { kind: 'password_reset', token: 'Rs2P7kW9qM4xT1zL8vN3cB6hJ5yD0fGe/+=' },
  email_changed: {
    kind: 'email_changed',
    token: 'Ud5K2mX8qP1zR7wL4cN9vB6hJ3yD0sFe',
    oldEmail: 'sarah.mitchell@brightleafmarketing.co.uk',
    newEmail: 'sarah@mitchell-writes.com',
  },
  login_locked: { kind: 'login_locked', everywhere: false },
  quote_received: {
    kind: 'quote_received',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    copywriterName: 'James Whitfield',
    pricePence: 15_000,
  },
  payment_receipt: {
    kind: 'payment_receipt',
    paymentId: 2931,
    description: 'Payment for “Blog post about the health benefits of green tea”',
    amountPence: 15_000,
    paidAt: '2026-11-22T14:35:08.000Z',
  },
  work_delivered: {
    kind: 'work_delivered',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    copywriterName: 'James Whitfield',
    revisionRound: 0,
  },
  refund: {
    kind: 'refund',
    paymentId: 2931,
    description: 'Payment for “Blog post about the health benefits of green tea”',
    amountPence: 7_500,
  },
  dispute_opened: {
    kind: 'dispute_opened',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    refundPercent: 40,
    reason: 'The second half still reads like the AI draft, and two of the facts are wrong.',
    respondBy: '2026-12-01T10:00:00.000Z',
  },
  dispute_offer: {
    kind: 'dispute_offer',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    offerPercent: 20,
    message: 'I rewrote every paragraph; I can refund a fifth for the two facts.',
    respondBy: '2026-12-04T10:00:00.000Z',
  },
  dispute_escalated: {
    kind: 'dispute_escalated',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    audience: 'client',
  },
  dispute_resolved: {
    kind: 'dispute_resolved',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    refundPercent: 30,
    note: 'Part of the text was left as drafted; the rest was done with care.',
    by: 'admin',
  },
  job_withdrawn: {
    kind: 'job_withdrawn',
    jobId: 4190,
    jobTitle: 'Product descriptions for a spring homeware collection',
  },
  earning_available: {
    kind: 'earning_available',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    netPence: 9_000,
  },
  payout_sent: { kind: 'payout_sent', payoutId: 318, amountPence: 24_000 },
  payout_failed: {
    kind: 'payout_failed',
    payoutId: 319,
    amountPence: 24_000,
    reason: 'The bank account could not receive the transfer',
  },
  application_approved: { kind: 'application_approved' },
  application_rejected: {
    kind: 'application_rejected',
    reason:
      'Your writing sample read well, but it was shorter than we need to judge tone and structure. A sample of 500 words or more, ideally a piece you have edited from an AI draft, would help.',
  },
  quote_accepted: {
    kind: 'quote_accepted',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    clientName: 'Sarah Mitchell',
    pricePence: 15_000,
  },
  quote_not_chosen: {
    kind: 'quote_not_chosen',
    jobId: 4190,
    jobTitle: 'Product descriptions for a handmade candle shop',
  },
  quote_invitation: {
    kind: 'quote_invitation',
    jobId: 4215,
    jobTitle: 'Landing page for a family-run bakery in Leeds',
    serviceType: 'rewrite',
    wordCount: 640,
  },
  job_assigned: {
    kind: 'job_assigned',
    jobId: 4201,
    jobTitle: 'Rewrite our SaaS onboarding emails so they sound less robotic',
  },
  revision_requested: {
    kind: 'revision_requested',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    reason:
      'Lovely work overall! Could you soften the claims in the second section? Our compliance team needs us to avoid saying green tea “prevents” anything.\nAlso, please add a short call to action at the end.',
    round: 1,
  },
  delivery_approved: {
    kind: 'delivery_approved',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
  },
  rating_received: {
    kind: 'rating_received',
    jobId: 4182,
    jobTitle: 'Blog post about the health benefits of green tea',
    rating: 4,
    review:
      'James turned a stiff AI draft into something that actually sounds like us. Quick to respond and happy to tweak the intro. Would hire again.',
  },
  application_received: {
    kind: 'application_received',
    applicantId: 318,
    applicantName: 'Priya Raman',
    applicantEmail: 'priya.raman@gmail.com',
  },
  job_awaiting_assignment: {
    kind: 'job_awaiting_assignment',
    jobId: 4207,
    jobTitle: 'Landing page copy for an independent bakery in Bristol',
  },
  unread_message: {
    kind: 'unread_message',
    conversationId: 77,
    conversationTitle: 'Blog post about the health benefits of green tea',
    senderName: 'Sarah Mitchell',
    excerpt: 'Hi James, thanks for the quick turnaround! One question before you start: should we…',
  },
};

// Who would receive each sample, so a preview greets the copywriter by the copywriter's name.
const SAMPLE_NAMES = {
  client: 'Sarah Mitchell',
  copywriter: 'James Whitfield',
  admin: 'Olivia Hart',
} as const;

export function sampleRecipient(kind: NotificationKind, spelling: Language = 'uk'): RecipientContext {
  const { audience } = NOTIFICATION_KINDS[kind];
  // Sarah writes to James in the sample chat.
  const name =
    kind === 'unread_message'
      ? SAMPLE_NAMES.copywriter
      : SAMPLE_NAMES[audience === 'anyone' ? 'client' : audience];
  return {
    name,
    spelling,
    publicUrl: 'https://humanise.example',
    unsubscribeUrl: preferenceOf(kind)
      ? 'https://humanise.example/unsubscribe?token=eyJ1IjoxMjQsInAiOiJxdW90ZXMifQ.Hb4xR2'
      : null,
  };
}
