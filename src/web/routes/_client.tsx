import { createFileRoute } from '@tanstack/react-router';
import { GUARD_PENDING } from '../components/guard-pending.tsx';
import { type GuardedContext, guardRoute } from '../lib/route-guard.ts';

// The client's screens, under _client/ (docs/product.md "Roles", "Money").
export const Route = createFileRoute('/_client')({
  beforeLoad: (options): Promise<GuardedContext> => guardRoute('client', options),
  ...GUARD_PENDING,
});
