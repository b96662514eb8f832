// humanise_http_request_duration_seconds: every answer's time, by method, route pattern and status code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { appRouter } from '../routers/_app.ts';
import { LatencyHistogram, type LatencyObserver } from './latency-histogram.ts';
import { createRouteLabeller } from './route-label.ts';

// Most answers take a few milliseconds; a live stream's whole life lands in +Inf.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];
const METHOD_INDEX = new Map(METHODS.map((method, index) => [method, index]));
const OTHER_METHOD = METHODS.length - 1;
const ROUTE_LABEL = Symbol('metrics route label');

/** Times every answer of the app into the registry. Called before any route, so that every route has a label. */
export function countRequestLatency(app: FastifyInstance, registry: Registry): void {
  const labeller = createRouteLabeller(appRouter);
  const requestDuration = new LatencyHistogram(
    'humanise_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status code',
    LATENCY_BUCKETS,
  );
  registry.registerMetric(requestDuration.asMetric());
  // One series per route, method and status, kept: no request after the first of its kind builds labels.
  const observers = new Map<string, Map<number, LatencyObserver>>();
  const observerFor = (route: string, method: string, status: number): LatencyObserver => {
    let ofRoute = observers.get(route);
    if (!ofRoute) {
      ofRoute = new Map();
      observers.set(route, ofRoute);
    }
    const methodIndex = METHOD_INDEX.get(method) ?? OTHER_METHOD;
    const key = status * METHODS.length + methodIndex;
    let observer = ofRoute.get(key);
    if (!observer) {
      observer = requestDuration.series({
        method: METHODS[methodIndex]!,
        route,
        status_code: String(status),
      });
      ofRoute.set(key, observer);
    }
    return observer;
  };

  // Each route's label is worked out once, as it is registered; only the catch-all /trpc/:path is labelled per
  // request.
  app.addHook('onRoute', (route) => {
    const label = labeller.ofRoute(route);
    if (label !== undefined) {
      route.config = { ...route.config, [ROUTE_LABEL]: label } as typeof route.config;
    }
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions;
    const label =
      (route.config as { [ROUTE_LABEL]?: string } | undefined)?.[ROUTE_LABEL] ??
      labeller.ofRequest(route.url, request.params);
    observerFor(label, request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });
}
