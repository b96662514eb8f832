// "Signed-in devices" on /account (docs/decisions/0034): the account's live sessions, each of which the owner
// may end.
import { z } from 'zod';
import './zod-setup.ts';
import { idSchema, isoDateSchema } from './common.ts';

export const sessionDtoSchema = z.object({
  id: z.number().int(),
  // A short description from the browser's User-Agent, e.g. "Firefox on Windows".
  device: z.string(),
  ip: z.string(),
  createdAt: isoDateSchema,
  lastSeenAt: isoDateSchema,
  // The session this request came with.
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

// One object rather than a bare array: a list endpoint's array is paged (docs/product.md "Limits"), and this
// one is short by nature (the most recent 100 live sessions at most).
export const sessionListSchema = z.object({ sessions: z.array(sessionDtoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdSchema = z.object({ id: idSchema('session') });

export const signedOutOthersSchema = z.object({ ended: z.number().int() });
