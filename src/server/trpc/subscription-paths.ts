import type { AnyProcedure } from '@trpc/server';

/** The HTTP paths of a router's subscriptions (live streams) under a prefix, e.g. '/trpc/chat.events'. */
export function subscriptionPaths(router: { _def: { procedures: unknown } }, prefix: string): Set<string> {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return new Set(
    Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.type === 'subscription')
      .map(([name]) => `${prefix}/${name}`),
  );
}
