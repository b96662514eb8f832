import { z } from 'zod';
import './zod-setup.ts';
import { NOTIFICATION_KIND_NAMES } from '../domain/notification-kinds.ts';
import { idSchema, isoDateSchema, singleLineText } from './common.ts';
import { PAGE_LIMIT, pageQuerySchema } from './paging.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: isoDateSchema,
  readAt: isoDateSchema.nullable(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z
  .object({
    ids: z.array(idSchema('notification')).max(PAGE_LIMIT.max, 'At most 100 ids at once').optional(),
  })
  .optional();

export const markReadAnswerSchema = z.object({ unread: z.number().int() });

export const EMAIL_STATUS_NAMES = ['pending', 'sent', 'kept', 'failed'] as const;

export const adminEmailsQuerySchema = pageQuerySchema.extend({
  to: singleLineText().trim().max(254, 'Not a valid email address').optional(),
});

export const adminEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  status: z.enum(EMAIL_STATUS_NAMES),
  createdAt: isoDateSchema,
  sentAt: isoDateSchema.nullable(),
});
export type AdminEmailDto = z.infer<typeof adminEmailSchema>;
