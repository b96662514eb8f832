// The pending screen of a guard's layout (lib/route-guard.ts). While the guard learns who is signed in, the
// screen asked for has not started loading, so the router shows the layout's pending screen rather than the
// screen's: this one draws the screen's own, which reads the same whether the guard or the screen is waiting.
import { type AnyRouter, useMatches, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// Typed loosely: the layouts' own types come from these options, which must not depend on the route tree.
export function GuardPending(): ReactNode {
  const router = useRouter<AnyRouter>();
  const routeId: string | undefined = useMatches({ select: (matches) => matches.at(-1)?.routeId });
  const Pending = routeId ? router.routesById[routeId]?.options.pendingComponent : undefined;
  return Pending ? <Pending /> : null;
}

/**
 * The pending options of every guard's layout, as its screens had them: soon, and long enough not to flash. A
 * session already known answers at once, so only a first visit waits long enough to see it.
 */
export const GUARD_PENDING = { pendingComponent: GuardPending, pendingMs: 150, pendingMinMs: 300 };
