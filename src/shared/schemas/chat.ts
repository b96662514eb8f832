import { z } from 'zod';
import './zod-setup.ts';
import { ROLES, TEXT_MAXIMUMS } from '../constants.ts';
import { idSchema, isoDateSchema } from './common.ts';

export const messageContentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'A message cannot be empty')
    .max(TEXT_MAXIMUMS.message, 'A message can be at most 10,000 characters'),
});

export const jobMessageSchema = messageContentSchema.extend({
  id: idSchema('job'),
});

export const messageDtoSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  createdAt: isoDateSchema,
  sender: z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(ROLES),
    profileImageUrl: z.string().nullable(),
  }),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;
