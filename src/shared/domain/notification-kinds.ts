// Every kind of notification the product sends, who it is for, and which preference may switch its email
// off (docs/product.md "Notifications"). The server's templates and the web's bell both read this table.

export const NOTIFICATION_PREFERENCES = ['quotes', 'messages', 'delivery', 'ratings'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const NOTIFICATION_KINDS = {
  // Account: essential, email only (they carry a link that must not sit in a shared in-app list).
  welcome: { audience: 'anyone', preference: null, inApp: false },
  verify_email: { audience: 'anyone', preference: null, inApp: false },
  email_change: { audience: 'anyone', preference: null, inApp: false },
  password_reset: { audience: 'anyone', preference: null, inApp: false },
  // To the old address once a change is confirmed, with the link that undoes it.
  email_changed: { audience: 'anyone', preference: null, inApp: false },
  // Wrong passwords locked the account's logins for a while.
  login_locked: { audience: 'anyone', preference: null, inApp: false },
  // Client.
  quote_received: { audience: 'client', preference: 'quotes', inApp: true },
  payment_receipt: { audience: 'client', preference: null, inApp: true },
  work_delivered: { audience: 'client', preference: 'delivery', inApp: true },
  refund: { audience: 'client', preference: null, inApp: true },
  job_withdrawn: { audience: 'client', preference: null, inApp: true },
  // Disputes (docs/decisions/0041): to the party whose turn it is, and the outcome to both.
  dispute_opened: { audience: 'copywriter', preference: null, inApp: true },
  dispute_offer: { audience: 'client', preference: null, inApp: true },
  dispute_escalated: { audience: 'anyone', preference: null, inApp: true },
  dispute_resolved: { audience: 'anyone', preference: null, inApp: true },
  // Copywriter.
  application_approved: { audience: 'copywriter', preference: null, inApp: true },
  application_rejected: { audience: 'copywriter', preference: null, inApp: true },
  quote_accepted: { audience: 'copywriter', preference: 'quotes', inApp: true },
  // The client accepted another writer's quote (or the house's) on a job this writer quoted on.
  quote_not_chosen: { audience: 'copywriter', preference: 'quotes', inApp: true },
  // A client asked this writer for a quote from their profile.
  quote_invitation: { audience: 'copywriter', preference: 'quotes', inApp: true },
  job_assigned: { audience: 'copywriter', preference: null, inApp: true },
  revision_requested: { audience: 'copywriter', preference: 'delivery', inApp: true },
  delivery_approved: { audience: 'copywriter', preference: 'delivery', inApp: true },
  rating_received: { audience: 'copywriter', preference: 'ratings', inApp: true },
  // Money (docs/decisions/0039): essential, as a client's receipt is.
  earning_available: { audience: 'copywriter', preference: null, inApp: true },
  payout_sent: { audience: 'copywriter', preference: null, inApp: true },
  payout_failed: { audience: 'copywriter', preference: null, inApp: true },
  // Admin.
  application_received: { audience: 'admin', preference: null, inApp: true },
  job_awaiting_assignment: { audience: 'admin', preference: null, inApp: true },
  // Anyone in a conversation.
  unread_message: { audience: 'anyone', preference: 'messages', inApp: true },
} as const satisfies Record<
  string,
  {
    audience: 'anyone' | 'client' | 'copywriter' | 'admin';
    preference: NotificationPreference | null;
    inApp: boolean;
  }
>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** A kind whose email the recipient may switch off (and unsubscribe from by one click). */
export function preferenceOf(kind: NotificationKind): NotificationPreference | null {
  return NOTIFICATION_KINDS[kind].preference;
}
