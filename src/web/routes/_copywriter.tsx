import { createFileRoute } from '@tanstack/react-router';
import { GUARD_PENDING } from '../components/guard-pending.tsx';
import { type GuardedContext, guardRoute } from '../lib/route-guard.ts';

// The copywriter's screens, under _copywriter/ (docs/product.md "Roles").
export const Route = createFileRoute('/_copywriter')({
  beforeLoad: (options): Promise<GuardedContext> => guardRoute('copywriter', options),
  ...GUARD_PENDING,
});
