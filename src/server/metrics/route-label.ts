// The `route` label of the request histogram: a route's pattern, never the address asked for, so that the
// number of series stays bounded whatever callers send. Computed once per route where the pattern says it
// all; per request only behind the two catch-all routes that stand for many operations: /trpc/:path (the
// procedure) and /api/* (the REST path of the procedure, as its OpenAPI metadata names it).
import type { AnyProcedure } from '@trpc/server';

export const UNMATCHED_ROUTE = '(unmatched)';
export const STATIC_ROUTE = '(static file)';
export const TRPC_BATCH_ROUTE = '/trpc/(batch)';

const TRPC_ROUTE = '/trpc/:path';
const REST_ROUTE = '/api/*';
const REST_BASE = '/api';

interface RouterLike {
  _def: { procedures: unknown };
}

interface RestPattern {
  test: RegExp;
  label: string;
}

interface RouteLike {
  url?: string;
  config?: { file?: unknown } | unknown;
}

export interface RouteLabeller {
  /** The label of a registered route, or undefined for the catch-alls that are labelled per request. */
  ofRoute(route: RouteLike): string | undefined;
  /** The label of a request to a catch-all route. */
  ofRequest(routeUrl: string | undefined, params: unknown, originalUrl: string, method: string): string;
}

export function createRouteLabeller(router: RouterLike): RouteLabeller {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  const trpcLabels = new Map<string, string>();
  const restPatterns = new Map<string, RestPattern[]>();
  for (const [name, procedure] of Object.entries(procedures)) {
    trpcLabels.set(name, `/trpc/${name}`);
    const openapi = (procedure._def.meta as { openapi?: { method: string; path: string } } | undefined)
      ?.openapi;
    if (!openapi || procedure._def.type === 'subscription') continue;
    // As trpc-to-openapi matches them (its createProcedureCache): the path without its outer slashes, each
    // {param} one segment, case-insensitive, the first procedure in the router's order winning.
    const path = `/${openapi.path.replace(/^\/|\/$/g, '')}`;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(.+?)\}/g, '[^/]+');
    const patterns = restPatterns.get(openapi.method) ?? [];
    patterns.push({
      test: new RegExp(`^${source}$`, 'i'),
      label: `${REST_BASE}${path.replace(/\{(.+?)\}/g, ':$1')}`,
    });
    restPatterns.set(openapi.method, patterns);
  }

  const ofTrpc = (params: unknown): string => {
    const path = (params as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') return UNMATCHED_ROUTE;
    // httpBatchLink joins the procedures of one request with commas: their mix is unbounded, so one label.
    if (path.includes(',')) return TRPC_BATCH_ROUTE;
    return trpcLabels.get(path) ?? UNMATCHED_ROUTE;
  };

  const ofRest = (originalUrl: string, method: string): string => {
    const patterns = restPatterns.get(method);
    if (!patterns) return UNMATCHED_ROUTE;
    const query = originalUrl.indexOf('?');
    let end = query === -1 ? originalUrl.length : query;
    if (end > REST_BASE.length + 1 && originalUrl.charCodeAt(end - 1) === 47 /* / */) end -= 1;
    const path = originalUrl.slice(REST_BASE.length, end) || '/';
    for (const pattern of patterns) if (pattern.test.test(path)) return pattern.label;
    return UNMATCHED_ROUTE;
  };

  return {
    ofRoute(route) {
      if (route.url === TRPC_ROUTE || route.url === REST_ROUTE) return undefined;
      // @fastify/static registers one route per built file, each named by a content hash.
      if (typeof route.config === 'object' && route.config !== null && 'file' in route.config)
        return STATIC_ROUTE;
      return route.url ?? UNMATCHED_ROUTE;
    },
    ofRequest(routeUrl, params, originalUrl, method) {
      if (routeUrl === TRPC_ROUTE) return ofTrpc(params);
      if (routeUrl === REST_ROUTE) return ofRest(originalUrl, method);
      return routeUrl ?? UNMATCHED_ROUTE;
    },
  };
}
