// What each kind of notification says, as data: the facts a template needs and nothing it must look up.
// The notify service builds one of these inside the transaction of the change; the templates turn it into an
// email (HTML and plain text) and an in-app item, in the recipient's spelling.
import type { Language } from '../../shared/constants.ts';
import type { NotificationKind } from '../../shared/domain/notification-kinds.ts';

interface JobRef {
  jobId: number;
  jobTitle: string;
}

export type NotificationMessage =
  | { kind: 'welcome'; token: string }
  | { kind: 'verify_email'; token: string }
  | { kind: 'email_change'; token: string; newEmail: string }
  | { kind: 'password_reset'; token: string }
  | { kind: 'email_changed'; token: string; oldEmail: string; newEmail: string }
  // everywhere: the wide per-email limit tripped (guesses from many addresses), not one address's.
  | { kind: 'login_locked'; everywhere: boolean }
  | ({ kind: 'quote_received'; copywriterName: string | null; pricePence: number } & JobRef)
  | { kind: 'payment_receipt'; paymentId: number; description: string; amountPence: number; paidAt: string }
  | ({ kind: 'work_delivered'; copywriterName: string; revisionRound: number } & JobRef)
  | {
      kind: 'refund';
      paymentId: number;
      description: string;
      amountPence: number;
      // Prepaid hours given back to the balance rather than money to a card.
      hours?: number;
    }
  | ({ kind: 'job_withdrawn' } & JobRef)
  | ({ kind: 'dispute_opened'; refundPercent: number; reason: string; respondBy: string } & JobRef)
  | ({ kind: 'dispute_offer'; offerPercent: number; message: string; respondBy: string } & JobRef)
  | ({ kind: 'dispute_escalated'; audience: 'client' | 'copywriter' | 'admin' } & JobRef)
  | ({
      kind: 'dispute_resolved';
      refundPercent: number;
      note: string | null;
      by: 'agreement' | 'admin';
    } & JobRef)
  | { kind: 'application_approved' }
  | { kind: 'application_rejected'; reason: string | null }
  | ({ kind: 'quote_accepted'; clientName: string; pricePence: number } & JobRef)
  | ({ kind: 'quote_not_chosen' } & JobRef)
  | ({ kind: 'quote_invitation'; serviceType: 'human-check' | 'rewrite'; wordCount: number } & JobRef)
  | ({ kind: 'job_assigned' } & JobRef)
  | ({ kind: 'revision_requested'; reason: string; round: number } & JobRef)
  | ({ kind: 'delivery_approved' } & JobRef)
  | ({ kind: 'rating_received'; rating: number; review: string | null } & JobRef)
  | ({ kind: 'earning_available'; netPence: number } & JobRef)
  | { kind: 'payout_sent'; payoutId: number; amountPence: number }
  | { kind: 'payout_failed'; payoutId: number; amountPence: number; reason: string }
  | { kind: 'application_received'; applicantId: number; applicantName: string; applicantEmail: string }
  | ({ kind: 'job_awaiting_assignment' } & JobRef)
  | {
      kind: 'unread_message';
      conversationId: number;
      conversationTitle: string;
      senderName: string;
      excerpt: string;
    };

// Every kind of the shared table has a message shape here, and nothing else does.
type Exhaustive<A extends NotificationKind, B extends NotificationKind> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : never
  : never;
export const MESSAGE_KINDS_MATCH: Exhaustive<NotificationMessage['kind'], NotificationKind> = true;

export type MessageOf<K extends NotificationKind> = Extract<NotificationMessage, { kind: K }>;

export interface RecipientContext {
  name: string;
  spelling: Language;
  // The origin every absolute link starts with (PUBLIC_URL), without a trailing slash.
  publicUrl: string;
  // Present for the kinds a recipient may switch off: the signed one-click link of the footer.
  unsubscribeUrl: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  // The page where the recipient acts, absolute: the button of the HTML and the one line of the log.
  link: string;
}

export interface RenderedInApp {
  title: string;
  body: string;
  // A path inside the app (the bell navigates to it).
  link: string;
}
