// The audit log (docs/decisions/0038): what an admin reads on the Audit tab and on a user's page, and the
// filters of GET /api/admin/audit.
import { z } from 'zod';
import './zod-setup.ts';
import { idSchema } from './common.ts';
import { pageQuerySchema } from './paging.ts';

// Every action the log records. Admin actions, then an account's security events.
export const AUDIT_ACTIONS = [
  'copywriter.approved',
  'copywriter.rejected',
  'job.assigned',
  'job.reassigned',
  'job.house_quote',
  'job.refunded',
  'payment.refunded',
  'user.suspended',
  'user.unsuspended',
  'dispute.resolved',
  'post.created',
  'post.updated',
  'post.deleted',
  'page.updated',
  'password.changed',
  'password.reset',
  'email.changed',
  'email.change_undone',
  'two_factor.enabled',
  'two_factor.disabled',
  'api_key.created',
  'api_key.revoked',
  'webhook.added',
  'webhook.removed',
  'account.deleted',
  'login.refused_suspended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'job', 'payment', 'post'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const person = z.object({ id: z.number().int(), name: z.string() });

export const auditEntryDtoSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  // Nobody for what no one signed in did (a suspended account's refused login is its owner's attempt).
  actor: person.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  // What was acted on: a job, a payment, a post or an account (a site page is named in the detail).
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.number().int() }).nullable(),
  // The account the entry is about, whose trail it is part of.
  subject: person.nullable(),
  detail: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

// ?actor= who acted, ?target= the account it was about (both user ids), newest first and paged.
export const auditQuerySchema = pageQuerySchema.extend({
  actor: idSchema('actor').optional(),
  target: idSchema('target').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
