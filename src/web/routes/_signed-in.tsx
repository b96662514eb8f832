import { createFileRoute } from '@tanstack/react-router';
import { GUARD_PENDING } from '../components/guard-pending.tsx';
import { type GuardedContext, guardRoute } from '../lib/route-guard.ts';

// The screens for anyone signed in, whatever the role, under _signed-in/: the account, a job's page (which
// decides itself who may read the job) and the copywriter application (which decides itself who may apply).
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: (options): Promise<GuardedContext> => guardRoute('signed-in', options),
  ...GUARD_PENDING,
});
