// Turns a notification into what the recipient sees: the email (HTML and plain text, in their spelling) and
// the bell's in-app item. Each kind has one template; this table is the only place that picks it.
import type { Language } from '../../shared/constants.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  preferenceOf,
} from '../../shared/domain/notification-kinds.ts';
import { type Footer, type NotificationContent, renderLayout } from './layout.ts';
import type {
  MessageOf,
  NotificationMessage,
  RecipientContext,
  RenderedEmail,
  RenderedInApp,
} from './notification-message.ts';
import { applicationApprovedContent } from './templates/application-approved.ts';
import { applicationReceivedContent } from './templates/application-received.ts';
import { applicationRejectedContent } from './templates/application-rejected.ts';
import { deliveryApprovedContent } from './templates/delivery-approved.ts';
import {
  disputeEscalatedContent,
  disputeOfferContent,
  disputeOpenedContent,
  disputeResolvedContent,
} from './templates/disputes.ts';
import { emailChangeContent } from './templates/email-change.ts';
import { emailChangedContent } from './templates/email-changed.ts';
import { jobAssignedContent } from './templates/job-assigned.ts';
import { jobAwaitingAssignmentContent } from './templates/job-awaiting-assignment.ts';
import { jobWithdrawnContent } from './templates/job-withdrawn.ts';
import { loginLockedContent } from './templates/login-locked.ts';
import { passwordResetContent } from './templates/password-reset.ts';
import { paymentReceiptContent } from './templates/payment-receipt.ts';
import { earningAvailableContent, payoutFailedContent, payoutSentContent } from './templates/payouts.ts';
import { quoteAcceptedContent } from './templates/quote-accepted.ts';
import { quoteInvitationContent } from './templates/quote-invitation.ts';
import { quoteNotChosenContent } from './templates/quote-not-chosen.ts';
import { quoteReceivedContent } from './templates/quote-received.ts';
import { ratingReceivedContent } from './templates/rating-received.ts';
import { refundContent } from './templates/refund.ts';
import { revisionRequestedContent } from './templates/revision-requested.ts';
import { unreadMessageContent } from './templates/unread-message.ts';
import { verifyEmailContent } from './templates/verify-email.ts';
import { welcomeContent } from './templates/welcome.ts';
import { workDeliveredContent } from './templates/work-delivered.ts';
import { clip, IN_APP_BODY_MAX, IN_APP_TITLE_MAX, SUBJECT_MAX } from './wording.ts';

type Template<K extends NotificationKind> = (
  message: MessageOf<K>,
  spelling: Language,
) => NotificationContent<K>;

const TEMPLATES: { [K in NotificationKind]: Template<K> } = {
  welcome: welcomeContent,
  verify_email: verifyEmailContent,
  email_change: emailChangeContent,
  password_reset: passwordResetContent,
  email_changed: emailChangedContent,
  login_locked: loginLockedContent,
  quote_received: quoteReceivedContent,
  payment_receipt: paymentReceiptContent,
  work_delivered: workDeliveredContent,
  refund: refundContent,
  job_withdrawn: jobWithdrawnContent,
  dispute_opened: disputeOpenedContent,
  dispute_offer: disputeOfferContent,
  dispute_escalated: disputeEscalatedContent,
  dispute_resolved: disputeResolvedContent,
  application_approved: applicationApprovedContent,
  application_rejected: applicationRejectedContent,
  quote_accepted: quoteAcceptedContent,
  quote_not_chosen: quoteNotChosenContent,
  quote_invitation: quoteInvitationContent,
  job_assigned: jobAssignedContent,
  revision_requested: revisionRequestedContent,
  delivery_approved: deliveryApprovedContent,
  rating_received: ratingReceivedContent,
  earning_available: earningAvailableContent,
  payout_sent: payoutSentContent,
  payout_failed: payoutFailedContent,
  application_received: applicationReceivedContent,
  job_awaiting_assignment: jobAwaitingAssignmentContent,
  unread_message: unreadMessageContent,
};

// Completes the footer's "emails about …" for the kinds a recipient may switch off.
const PREFERENCE_TOPICS: Record<NotificationPreference, string> = {
  quotes: 'quotes',
  messages: 'new messages',
  delivery: 'deliveries and revisions',
  ratings: 'ratings and reviews',
};

function contentOf<K extends NotificationKind>(
  message: MessageOf<K>,
  spelling: Language,
): NotificationContent<K> {
  const template: Template<K> = TEMPLATES[message.kind as K];
  return template(message, spelling);
}

export function renderEmail(message: NotificationMessage, recipient: RecipientContext): RenderedEmail {
  const content = contentOf(message, recipient.spelling);
  // Tolerates a PUBLIC_URL written with a trailing slash, so no link ever has "//" after the host.
  const publicUrl = recipient.publicUrl.replace(/\/+$/, '');
  const link = publicUrl + content.action.path;
  const preference = preferenceOf(message.kind);
  const footer: Footer = preference
    ? {
        essential: false,
        topic: PREFERENCE_TOPICS[preference],
        unsubscribeUrl: recipient.unsubscribeUrl,
        preferencesUrl: `${publicUrl}/account`,
      }
    : { essential: true };
  const { html, text } = renderLayout({
    content,
    spelling: recipient.spelling,
    recipientName: recipient.name,
    actionUrl: link,
    publicUrl,
    footer,
  });
  return { subject: clip(content.subject, SUBJECT_MAX), html, text, link };
}

export function renderInApp(message: NotificationMessage, spelling: Language): RenderedInApp | null {
  if (!NOTIFICATION_KINDS[message.kind].inApp) return null;
  const content = contentOf(message, spelling);
  if (!content.inApp) return null;
  return {
    title: clip(content.inApp.title, IN_APP_TITLE_MAX),
    body: clip(content.inApp.body, IN_APP_BODY_MAX),
    link: content.action.path,
  };
}
