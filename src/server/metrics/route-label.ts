// The `route` label of the request histogram: a route's pattern, never the address asked for, so that the
// number of series stays bounded whatever callers send. Computed once per route where the pattern says it
// all (each REST operation is a route of its own, named by its pattern, e.g. /api/jobs/:id); per request only
// behind the catch-all that stands for many operations: /trpc/:path (the procedure).
import type { AnyProcedure } from '@trpc/server';

export const UNMATCHED_ROUTE = '(unmatched)';
export const STATIC_ROUTE = '(static file)';
export const TRPC_BATCH_ROUTE = '/trpc/(batch)';

const TRPC_ROUTE = '/trpc/:path';
// The REST adapter's answer to any address under /api that names no operation.
const REST_NOT_FOUND_ROUTE = '/api/*';

interface RouterLike {
  _def: { procedures: unknown };
}

interface RouteLike {
  url?: string;
  config?: { file?: unknown } | unknown;
}

export interface RouteLabeller {
  /** The label of a registered route, or undefined for the catch-alls that are labelled per request. */
  ofRoute(route: RouteLike): string | undefined;
  /** The label of a request to a catch-all route. */
  ofRequest(routeUrl: string | undefined, params: unknown): string;
}

export function createRouteLabeller(router: RouterLike): RouteLabeller {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  const trpcLabels = new Map<string, string>();
  for (const name of Object.keys(procedures)) trpcLabels.set(name, `/trpc/${name}`);

  const ofTrpc = (params: unknown): string => {
    const path = (params as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') return UNMATCHED_ROUTE;
    // httpBatchLink joins the procedures of one request with commas: their mix is unbounded, so one label.
    if (path.includes(',')) return TRPC_BATCH_ROUTE;
    return trpcLabels.get(path) ?? UNMATCHED_ROUTE;
  };

  return {
    ofRoute(route) {
      if (route.url === TRPC_ROUTE) return undefined;
      if (route.url === REST_NOT_FOUND_ROUTE) return UNMATCHED_ROUTE;
      // @fastify/static registers one route per built file, each named by a content hash.
      if (typeof route.config === 'object' && route.config !== null && 'file' in route.config)
        return STATIC_ROUTE;
      return route.url ?? UNMATCHED_ROUTE;
    },
    ofRequest(routeUrl, params) {
      if (routeUrl === TRPC_ROUTE) return ofTrpc(params);
      return routeUrl ?? UNMATCHED_ROUTE;
    },
  };
}
