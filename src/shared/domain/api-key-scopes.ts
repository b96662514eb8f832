// The scopes an API key may carry and what each role may grant (docs/decisions/0047), without zod: the /account
// page lists them before the form's schema has loaded (docs/decisions/0043).
import type { Role } from '../constants.ts';

export const API_KEY_SCOPES = ['jobs:read', 'jobs:write', 'payments:write', 'chat', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

// What each role's own calls reach: a key never carries more than its owner may do. Only a client pays.
export const SCOPES_OF_ROLE: Record<Role, readonly ApiKeyScope[]> = {
  client: API_KEY_SCOPES,
  copywriter: ['jobs:read', 'jobs:write', 'chat', 'webhooks'],
  admin: ['jobs:read', 'jobs:write', 'chat', 'webhooks'],
};

// What the /account form says beside each scope's checkbox, and the list beside each key.
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, { label: string; description: string }> = {
  'jobs:read': { label: 'Read jobs', description: 'Your jobs, their quotes, deliveries and disputes' },
  'jobs:write': {
    label: 'Change jobs',
    description: 'Submit, quote on, deliver, approve or withdraw jobs, as your account may',
  },
  'payments:write': { label: 'Pay', description: 'Pay for jobs and hours with your card or balance' },
  chat: { label: 'Messages', description: 'Read and send chat messages' },
  webhooks: { label: 'Webhooks', description: 'Add, test and delete your webhook endpoints' },
};

export const API_KEY_NAME_MAX = 100;
