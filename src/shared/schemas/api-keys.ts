// API keys on /account (docs/decisions/0047): the form that makes one, and what the owner is shown of them.
import { z } from 'zod';
import './zod-setup.ts';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../domain/api-key-scopes.ts';
import { idSchema, isoDateSchema, singleLineText } from './common.ts';

// An account's keys are few by nature; the list is one short answer, as the sessions' is.
export const API_KEYS_PER_ACCOUNT = 50;

export const createApiKeySchema = z.object({
  name: singleLineText().trim().min(1, 'Name your key').max(API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const apiKeyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  // The first characters of the key, to recognise it by (hk_live_ and four more).
  prefix: z.string(),
  createdAt: isoDateSchema,
  lastUsedAt: isoDateSchema.nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeyDtoSchema>;

// The whole key, answered once when it is made and never again.
export const createdApiKeySchema = apiKeyDtoSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeyDtoSchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyIdSchema = z.object({ id: idSchema('API key') });
