import { createFileRoute } from '@tanstack/react-router';
import { GUARD_PENDING } from '../components/guard-pending.tsx';
import { type GuardedContext, guardRoute } from '../lib/route-guard.ts';

// The admin's screens, under _admin/ (docs/product.md "Admin").
export const Route = createFileRoute('/_admin')({
  beforeLoad: (options): Promise<GuardedContext> => guardRoute('admin', options),
  ...GUARD_PENDING,
});
