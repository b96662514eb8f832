// The admin's desk (docs/product.md "Admin"): finding an account, reading it whole, and
// suspending it. The Users tab, the user's page and the procedures read the same schemas.
import { z } from 'zod';
import './zod-setup.ts';
import { ROLES } from '../constants.ts';
import { JOB_STATUSES } from '../domain/job-status.ts';
import { auditEntryDtoSchema } from './audit.ts';
import { idSchema, singleLineText } from './common.ts';
import { pageQuerySchema, pageRequestSchema } from './paging.ts';

// An address is at most 254 characters: a longer search finds nobody, so it is refused as bad input.
export const USER_SEARCH_MAX = 254;

const filters = {
  q: singleLineText().max(USER_SEARCH_MAX, `Search for at most ${USER_SEARCH_MAX} characters`).optional(),
  role: z.enum(ROLES, { error: 'role must be client, copywriter or admin' }).optional(),
};

// GET /api/admin/users?q=&role=: ?q finds a part of the name or the address, whatever its case.
export const adminUsersQuerySchema = pageQuerySchema.extend(filters);
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
// The same for the Users tab's infinite list.
export const adminUsersPageSchema = pageRequestSchema.extend(filters);

export const adminUserDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  suspendedAt: z.string().nullable(),
  twoFactor: z.boolean(),
});
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

export const adminUserJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  // What the account is to the job.
  as: z.enum(['client', 'copywriter']),
  createdAt: z.string(),
});
export type AdminUserJob = z.infer<typeof adminUserJobSchema>;

export const adminUserPaymentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['hours', 'job']),
  method: z.enum(['card', 'hours']),
  jobId: z.number().int().nullable(),
  amountPence: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  createdAt: z.string(),
});
export type AdminUserPayment = z.infer<typeof adminUserPaymentSchema>;

// GET /api/admin/users/{id}: the account, its latest jobs and payments, and its audit trail (newest first).
export const adminUserDetailSchema = adminUserDtoSchema.extend({
  suspendedReason: z.string().nullable(),
  jobs: z.array(adminUserJobSchema),
  payments: z.array(adminUserPaymentSchema),
  audit: z.array(auditEntryDtoSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdSchema = z.object({ id: idSchema('user') });

// The reason is kept on the account and shown on its page and in the audit log: one line, like a subject.
export const SUSPEND_REASON_MAX = 500;
export const suspendUserSchema = z.object({
  reason: singleLineText()
    .trim()
    .min(1, 'Give a reason for the suspension')
    .max(SUSPEND_REASON_MAX, `The reason must be at most ${SUSPEND_REASON_MAX} characters`),
});
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;
export const suspendUserRequestSchema = adminUserIdSchema.extend(suspendUserSchema.shape);
