// The admin's desk: accounts found, read and suspended (docs/product.md "Admin"); the
// audit log's own REST list is admin.audit, and its page for the web's Audit tab is here.
import {
  adminUserDetailSchema,
  adminUserDtoSchema,
  adminUserIdSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  suspendUserRequestSchema,
} from '../../shared/schemas/admin-users.ts';
import { auditEntryDtoSchema, auditQuerySchema } from '../../shared/schemas/audit.ts';
import { pageRequestSchema } from '../../shared/schemas/paging.ts';
import { listOutput, pageOutput } from '../http/list-output.ts';
import * as desk from '../services/admin-users.ts';
import { listAudit } from '../services/audit-log.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { adminProcedure } from '../trpc/procedures.ts';

const tags = ['admin'];

export const adminUsersRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags,
        summary:
          'Accounts newest first: ?q= a part of the name or email, ?role= (paged: Link rel="next"); deleted accounts are left out',
      },
    })
    .input(adminUsersQuerySchema.optional())
    .output(listOutput(adminUserDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await desk.listUsers(ctx.em, input))),

  // The Users tab's infinite list: the same page with its next cursor in the body.
  page: adminProcedure
    .input(adminUsersPageSchema.optional())
    .output(pageOutput(adminUserDtoSchema))
    .query(({ ctx, input }) => desk.listUsers(ctx.em, { ...input, cursor: input?.cursor ?? undefined })),

  byId: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}',
        tags,
        summary: 'An account with its latest jobs, payments and audit entries',
      },
    })
    .input(adminUserIdSchema)
    .output(adminUserDetailSchema)
    .query(({ ctx, input }) => desk.userDetail(ctx.em, input.id)),

  suspend: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/suspend',
        tags,
        summary:
          'Suspend an account ({ reason }): its sessions end, a writer’s open quotes are withdrawn, and its login is refused',
      },
    })
    .input(suspendUserRequestSchema)
    .output(adminUserDetailSchema)
    .mutation(({ ctx, input }) =>
      desk.suspendUser(ctx.em, ctx.user, input.id, input.reason, ctx.services.gateway),
    ),

  unsuspend: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/unsuspend',
        tags,
        summary: 'Let a suspended account back in',
      },
    })
    .input(adminUserIdSchema)
    .output(adminUserDetailSchema)
    .mutation(({ ctx, input }) => desk.unsuspendUser(ctx.em, ctx.user, input.id)),

  // The Audit tab's infinite list.
  auditPage: adminProcedure
    .input(pageRequestSchema.extend(auditQuerySchema.pick({ actor: true, target: true }).shape).optional())
    .output(pageOutput(auditEntryDtoSchema))
    .query(({ ctx, input }) => listAudit(ctx.em, { ...input, cursor: input?.cursor ?? undefined })),
});
