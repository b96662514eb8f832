// The admin's desk, its pure rules: the words for roles and audit actions, and the filters as the server
// takes them.
import type { Role } from '../../../shared/constants.ts';
import type { AuditAction, AuditEntryDto } from '../../../shared/schemas/audit.ts';

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  copywriter: 'Copywriter',
  admin: 'Admin',
};

export const ROLE_COLORS: Record<Role, string> = { client: 'blue', copywriter: 'grape', admin: 'dark' };

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'copywriter.approved': 'Copywriter approved',
  'copywriter.rejected': 'Copywriter rejected',
  'job.assigned': 'Job assigned',
  'job.reassigned': 'Job reassigned',
  'job.house_quote': 'House quote',
  'job.refunded': 'Job refunded',
  'payment.refunded': 'Payment refunded',
  'user.suspended': 'Account suspended',
  'user.unsuspended': 'Account unsuspended',
  'dispute.resolved': 'Dispute resolved',
  'post.created': 'Post created',
  'post.updated': 'Post updated',
  'post.deleted': 'Post deleted',
  'page.updated': 'Page updated',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'email.changed': 'Email changed',
  'email.change_undone': 'Email change undone',
  'two_factor.enabled': 'Two-factor on',
  'two_factor.disabled': 'Two-factor off',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'webhook.added': 'Webhook added',
  'webhook.removed': 'Webhook removed',
  'account.deleted': 'Account deleted',
  'login.refused_suspended': 'Suspended login refused',
};

// Red for what takes something away from an account, so that it stands out of a long log.
export function auditActionColor(action: AuditAction): string {
  if (action === 'user.suspended' || action === 'login.refused_suspended' || action === 'account.deleted')
    return 'red';
  if (action === 'user.unsuspended') return 'green';
  return 'gray';
}

/** "Job #12", "Payment #3"; nothing for an account's own entry (its name is the subject). */
export function auditTargetLabel(entry: Pick<AuditEntryDto, 'target'>): string | null {
  if (!entry.target || entry.target.type === 'user') return null;
  const kind = entry.target.type.charAt(0).toUpperCase() + entry.target.type.slice(1);
  return `${kind} #${entry.target.id}`;
}

/** The search as the server takes it: trimmed, or nothing. */
export function searchFilter(q: string): string | undefined {
  const trimmed = q.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A role filter's value: one of the roles, or every role. */
export function roleFilter(value: string | null): Role | undefined {
  return value === 'client' || value === 'copywriter' || value === 'admin' ? value : undefined;
}
