// Over 300 lines: one table of every input field and bounded column, which a split would only scatter.
// A string longer than its column is refused by PostgreSQL, which is a 500: every bounded column a procedure's
// input reaches must be at least as long as the longest value that input's schema lets through. The table below
// says, for every text field of every procedure input, which bounded columns it is written to; the test fails
// when a field or a bounded column is missing from it, so that a new one cannot slip past unexamined.
import { describe, expect, it } from 'vitest';
import {
  pathName,
  procedureInputs,
  type TextField,
  textFields,
} from '../../../test/helpers/input-schemas.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

// 'procedure field' → the bounded columns ('Entity.property') the value is stored in or looked up by. An empty
// list: the value is stored only in unbounded (text) columns, hashed, compared, or not stored at all.
const COLUMNS_OF_FIELD: Record<string, string[]> = {
  'auth.login email': ['User.email', 'LoginFailure.email'],
  'auth.login password': [],
  'auth.signup name': ['User.name'],
  'auth.signup email': ['User.email'],
  'auth.signup password': [],
  'auth.signup adminCode': [],
  'auth.signup spelling': [],
  'auth.changePassword currentPassword': [],
  'auth.changePassword newPassword': [],
  'auth.forgotPassword email': ['User.email', 'ThrottleHit.key'],
  'auth.resetPassword token': [],
  'auth.resetPassword password': [],
  'auth.verifyEmail token': [],
  'auth.loginTwoFactor code': [],
  'twoFactor.enable code': [],
  'twoFactor.disable password': [],
  'twoFactor.disable code': [],
  'blog.postPage slug': ['BlogPost.slug'],
  'blog.createPost title': ['BlogPost.title'],
  'blog.createPost slug': ['BlogPost.slug'],
  'blog.createPost content': [],
  'blog.createPost excerpt': ['BlogPost.excerpt'],
  'blog.createPost featuredImage': ['BlogPost.featuredImage'],
  'blog.updatePost title': ['BlogPost.title'],
  'blog.updatePost slug': ['BlogPost.slug'],
  'blog.updatePost content': [],
  'blog.updatePost excerpt': ['BlogPost.excerpt'],
  'blog.updatePost featuredImage': ['BlogPost.featuredImage'],
  'blog.createCategory name': ['BlogCategory.name'],
  'blog.createCategory slug': ['BlogCategory.slug'],
  'blog.createCategory description': ['BlogCategory.description'],
  'blog.updateCategory name': ['BlogCategory.name'],
  'blog.updateCategory slug': ['BlogCategory.slug'],
  'blog.updateCategory description': ['BlogCategory.description'],
  // A slug is checked against the three pages' names before any query.
  'sitePages.page slug': [],
  'sitePages.update slug': [],
  'sitePages.update title': ['SitePage.title'],
  'sitePages.update markdown': [],
  'jobs.submit contentTopic': ['Job.title', 'Conversation.title'],
  'jobs.submit aiContent': [],
  'jobs.submit serviceType': [],
  'estimates.estimate serviceType': [],
  'jobs.submit writingStyle': ['Job.writingStyle'],
  'jobs.submit extraNotes': [],
  'jobs.submit status': [],
  // Dates are parsed and stored as timestamps, never as text.
  'jobs.submit deadline': [],
  'jobs.feedback content': [],
  'jobs.rate review': [],
  'jobs.requestRevision reason': [],
  'quotes.submit quoteMessage': [],
  'quotes.submit deliveryDate': [],
  'payments.createPaymentIntent packageId': ['Payment.packageId'],
  'payments.simulatePaymentSuccess paymentIntentId': ['Payment.reference'],
  'payments.simulatePaymentSuccess card.number': [],
  'payments.simulatePaymentSuccess card.expiry': [],
  'payments.simulatePaymentSuccess card.cvc': [],
  'payments.status paymentIntentId': ['Payment.reference'],
  'payments.processJobPayment card.number': [],
  'payments.processJobPayment card.expiry': [],
  'payments.processJobPayment card.cvc': [],
  'copywriter.submitApplication specialties.0': [],
  'copywriter.submitApplication profileImage': ['User.profileImageUrl'],
  'copywriter.submitApplication experience': [],
  'copywriter.submitApplication portfolio': ['CopywriterProfile.portfolio'],
  'copywriter.submitApplication sampleContent': [],
  'copywriter.submitApplication availability': [],
  'copywriter.submitApplication rates': [],
  'copywriter.updateProfile bio': [],
  'copywriter.updateProfile specialties.0': [],
  'copywriter.updateProfile profileImage': ['User.profileImageUrl'],
  'copywriter.updateProfile experience': [],
  'copywriter.updateProfile portfolio': ['CopywriterProfile.portfolio'],
  'copywriter.updateProfile sampleContent': [],
  'copywriter.updateProfile availability': [],
  'copywriter.updateProfile rates': [],
  'copywriter.submitWork result': [],
  'admin.rejectCopywriter reason': [],
  'admin.createQuote quoteMessage': [],
  'admin.createQuote deliveryDate': [],
  'admin.audit cursor': [],
  'sitePages.sources cursor': [],
  'admin.cancelPaidJob reason': [],
  // The search is compared with ILIKE, never stored.
  'adminUsers.list q': [],
  'adminUsers.list role': [],
  'adminUsers.list cursor': [],
  'adminUsers.page q': [],
  'adminUsers.page role': [],
  'adminUsers.page cursor': [],
  'adminUsers.page direction': [],
  'adminUsers.suspend reason': ['User.suspendedReason', 'AuditEntry.detail'],
  'adminUsers.auditPage cursor': [],
  'adminUsers.auditPage direction': [],
  'admin.emails cursor': [],
  'admin.emails to': ['OutboxEmail.toAddress'],
  'chat.create title': ['Conversation.title'],
  'chat.sendMessage content': [],
  'chat.sendJobMessage content': [],
  'chat.events lastEventId': [],
  'account.updateProfile name': ['User.name'],
  'account.updateSpelling spelling': [],
  'account.changeEmail newEmail': ['AccountToken.newEmail', 'User.email'],
  'account.changeEmail currentPassword': [],
  'account.unsubscribe token': [],
  'account.delete password': [],
  'account.createApiKey name': ['ApiKey.name'],
  'account.createApiKey scopes.0': ['ApiKey.scopes'],
  'notifications.list cursor': [],
  // The lists' cursors (docs/product.md "Limits") are decoded and compared, never stored.
  'blog.listPosts cursor': [],
  'blog.publishedPosts cursor': [],
  'blog.categories cursor': [],
  'jobs.list cursor': [],
  'jobs.listPage cursor': [],
  'jobs.listPage direction': [],
  'jobs.list sort': [],
  'jobs.listPage sort': [],
  'jobs.timeline cursor': [],
  'payments.packages cursor': [],
  // A dispute's words are kept whole, in text columns (docs/decisions/0041).
  'disputes.open reason': [],
  'disputes.respond action': [],
  'disputes.respond message': [],
  'disputes.resolve note': [],
  'disputes.escalated cursor': [],
  'disputes.escalatedPage cursor': [],
  'disputes.escalatedPage direction': [],
  'payouts.earnings cursor': [],
  'payouts.earningsPage cursor': [],
  'payouts.earningsPage direction': [],
  'payouts.payouts cursor': [],
  'payouts.payoutsPage cursor': [],
  'payouts.payoutsPage direction': [],
  'payouts.adminPayouts cursor': [],
  'payouts.adminPayoutsPage cursor': [],
  'payouts.adminPayoutsPage direction': [],
  // Compared with the stored account id, which the gateway made (255 at most).
  'payouts.enableTestAccount account': ['PayoutAccount.externalId'],
  'payments.history cursor': [],
  'payments.jobPayments cursor': [],
  'copywriter.availableJobs cursor': [],
  'copywriter.activeJobs cursor': [],
  'copywriter.completedJobs cursor': [],
  'copywriter.availableJobsPage cursor': [],
  'copywriter.availableJobsPage direction': [],
  'copywriter.activeJobsPage cursor': [],
  'copywriter.activeJobsPage direction': [],
  'copywriter.completedJobsPage cursor': [],
  'copywriter.completedJobsPage direction': [],
  'copywriter.myQuotes cursor': [],
  'copywriter.myQuotesPage cursor': [],
  'copywriter.myQuotesPage direction': [],
  'copywriter.directory cursor': [],
  // The directory's search is compared with names and specialties, never stored.
  'copywriter.directory q': [],
  'copywriter.directory specialty': [],
  'copywriter.directoryPage cursor': [],
  'copywriter.directoryPage direction': [],
  'copywriter.directoryPage q': [],
  'copywriter.directoryPage specialty': [],
  'copywriter.publicProfile cursor': [],
  'copywriter.publicProfilePage cursor': [],
  'copywriter.publicProfilePage direction': [],
  'admin.copywriters cursor': [],
  'chat.list cursor': [],
  'webhooks.create url': ['WebhookEndpoint.url'],
  // One of the event names, kept in a text[] column.
  'webhooks.create events.0': [],
  'webhooks.list cursor': [],
  'webhooks.deliveries cursor': [],
};

// Bounded columns no procedure input is written to directly, and what fills them instead.
const NOT_FROM_INPUT: Record<string, string> = {
  'User.passwordHash': 'an argon2 hash',
  'AccountToken.tokenHash': 'a SHA-256 hex digest',
  'LedgerEntry.description': 'written by the server, clipped (describePayment)',
  'LoginFailure.ipAddress': 'the caller’s address',
  'Notification.title': 'rendered and clipped to fit',
  'Notification.body': 'rendered and clipped to fit',
  'Notification.link': 'a path on this site',
  'Notification.eventKey': 'made by the server',
  'WebhookEndpoint.secret': 'whsec_ and 32 random bytes in base64',
  'WebhookDelivery.eventKey': 'made by the server',
  'WebhookDelivery.type': 'one of the event names',
  'WebhookDelivery.lastError': 'the request’s error, clipped to 500',
  'OutboxEmail.recipientName': 'the user’s name, itself bounded by User.name',
  'OutboxEmail.spelling': 'uk or us',
  'OutboxEmail.eventKey': 'made by the server',
  'OutboxEmail.subject': 'rendered and clipped to fit',
  'OutboxEmail.lastError': 'the mailer’s error, clipped to 500',
  'PaymentEvent.id': "Stripe's event id, from the signed webhook",
  'PaymentEvent.type': "Stripe's event type, from the signed webhook",
  'Payment.currency': 'gbp',
  'Payment.gateway': 'test or stripe',
  'Payment.cardLast4': 'four digits',
  'Payment.failureMessage': "the gateway's decline message, one sentence (not clipped)",
  'Payment.refundReference': "the gateway's refund id",
  'ThrottleHit.bucket': 'a rule name',
  'User.twoFactorSecret': 'a base32 TOTP secret of 20 random bytes (32 characters), made by the server',
  'User.twoFactorPendingSecret':
    'a base32 TOTP secret of 20 random bytes (32 characters), made by the server',
  'TwoFactorRecoveryCode.codeHash': 'a hex SHA-256 (64 characters) of a code the server made',
  'UserSession.device': 'a short name made from the User-Agent (describeDevice), clipped to 100',
  'UserSession.ip': 'the caller’s address, clipped to 64',
  'ApiKey.prefix': 'hk_live_ and four characters of a key the server makes',
  'ApiKey.hash': 'a hex SHA-256, 64 characters',
  'IdempotencyKey.key': 'the Idempotency-Key header, refused at the edge past 255 characters',
  'IdempotencyKey.fingerprint': 'a hex SHA-256, 64 characters',
  'IdempotencyKey.state': 'running or done',
  'AuditEntry.action': 'one of AUDIT_ACTIONS',
  'AuditEntry.targetType': 'one of AUDIT_TARGET_TYPES',
  'AuditEntry.detail': 'written by the server, clipped to 500 (recordAudit)',
  'AuditEntry.ip': 'the caller’s address, clipped to 64',
  'PayoutAccount.gateway': 'test or stripe',
  'JobDispute.resolvedBy': 'agreement or admin',
  'Payout.currency': 'gbp',
  'Payout.gateway': 'test or stripe',
  'Payout.accountId': "the gateway's account id, copied from PayoutAccount.externalId",
  'Payout.transferReference': "the gateway's transfer id",
  'Payout.failureMessage': "the gateway's refusal, clipped to 500 (settlePayoutLocked)",
};

interface Column {
  name: string;
  length: number;
}

// Every varchar column of every entity, with its length: an explicit .length() or MikroORM's default.
function boundedColumns(): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const entity of t.em.getMetadata().getAll().values()) {
    for (const property of Object.values(entity.properties)) {
      if (property.kind !== 'scalar' || property.formula) continue;
      const type = (property.columnTypes?.[0] ?? '').toLowerCase();
      const declared = /^(?:varchar|character varying)\((\d+)\)$/.exec(type);
      if (!declared) continue;
      const name = `${entity.className}.${property.name}`;
      columns.set(name, { name, length: Number(declared[1]) });
    }
  }
  return columns;
}

function inputFields(): Map<string, TextField> {
  const fields = new Map<string, TextField>();
  for (const procedure of procedureInputs()) {
    for (const field of textFields(procedure.input)) {
      fields.set(`${procedure.name} ${pathName(field.path)}`, field);
    }
  }
  return fields;
}

describe('input lengths against column lengths', () => {
  it('finds the columns the table names', () => {
    const columns = boundedColumns();
    expect(columns.get('CopywriterProfile.portfolio')?.length).toBe(2048);
    expect(columns.get('User.email')?.length).toBe(254);
    const named = new Set([...Object.values(COLUMNS_OF_FIELD).flat(), ...Object.keys(NOT_FROM_INPUT)]);
    expect(
      [...named].filter((name) => !columns.has(name)),
      'named but not a bounded column',
    ).toEqual([]);
  });

  it('has every text field of every procedure input in the table', () => {
    const fields = inputFields();
    expect(
      [...fields.keys()].filter((key) => !(key in COLUMNS_OF_FIELD)),
      'fields missing',
    ).toEqual([]);
    expect(
      Object.keys(COLUMNS_OF_FIELD).filter((key) => !fields.has(key)),
      'no such field',
    ).toEqual([]);
  });

  it('has every bounded column in the table', () => {
    const reached = new Set(Object.values(COLUMNS_OF_FIELD).flat());
    const missing = [...boundedColumns().keys()].filter(
      (name) => !reached.has(name) && !(name in NOT_FROM_INPUT),
    );
    expect(missing, 'bounded columns neither reached by an input nor explained').toEqual([]);
  });

  it('lets no value through that is longer than the column it goes to', () => {
    const columns = boundedColumns();
    const fields = inputFields();
    const tooLong: string[] = [];
    for (const [key, targets] of Object.entries(COLUMNS_OF_FIELD)) {
      const field = fields.get(key);
      for (const target of targets) {
        const column = columns.get(target);
        if (!field || !column) continue;
        if (field.maxLength === undefined || field.maxLength > column.length) {
          tooLong.push(`${key} (at most ${field.maxLength ?? 'unbounded'}) → ${target} (${column.length})`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });
});
