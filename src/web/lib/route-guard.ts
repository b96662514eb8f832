// The beforeLoad of the pathless layouts that guard the signed-in screens (routes/_client.tsx, _copywriter.tsx,
// _admin.tsx, _signed-in.tsx): one guard per audience rather than one per screen (docs/product.md "Roles").
// It is in the script every page loads first: it imports nothing a screen alone needs (docs/decisions/0009).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { currentUserQueryKey, loadCurrentUser } from './current-user.ts';
import { type Audience, guardDecision, mayEnter } from './guard-decision.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The reads a screen under a guard starts beside the guard's session check rather than after it: a
     * parent's beforeLoad runs before its children's, which would otherwise wait for the session. Its loader
     * takes them from the context's `readsStarted`.
     */
    besideGuard?: (queryClient: QueryClient) => Promise<unknown>;
  }
}

export interface GuardOptions {
  context: { queryClient: QueryClient; readsSession: boolean };
  location: { href: string };
  matches: ReadonlyArray<{ staticData?: { besideGuard?: (queryClient: QueryClient) => Promise<unknown> } }>;
}

export interface GuardedContext {
  /** The signed-in user the guard let through. */
  user: CurrentUser;
  /** What the screens below started beside the session check (StaticDataRouteOption.besideGuard). */
  readsStarted: Promise<unknown> | undefined;
}

export async function guardRoute(
  audience: Audience,
  { context, location, matches }: GuardOptions,
): Promise<GuardedContext> {
  const { queryClient } = context;
  // Unless the session already known says otherwise: someone the guard sends on would see their read answered
  // 401 or 403, shown nowhere.
  const known = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
  const mayPass = known === undefined || (known !== null && mayEnter(known.role, audience));
  const started = mayPass
    ? matches.flatMap((match) => match.staticData?.besideGuard?.(queryClient) ?? [])
    : [];
  // A reader the guard sends on has these reads refused, and no loader takes them: unhandled, that rejection
  // would stop the server rendering the page (src/server/main.ts). A loader that takes them still sees it.
  for (const read of started) read.catch(() => undefined);
  const decision = guardDecision(await loadCurrentUser(context), audience, location.href);
  if (decision.kind === 'login') {
    const search = decision.returnTo ? { returnTo: decision.returnTo } : {};
    throw redirect({ to: '/login', search, replace: true });
  }
  if (decision.kind === 'home') throw redirect({ href: decision.href, replace: true });
  return { user: decision.user, readsStarted: started.length > 0 ? Promise.all(started) : undefined };
}
