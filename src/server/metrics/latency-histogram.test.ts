import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram.ts';

const BOUNDS = [0.001, 0.01, 0.1, 1];
const OBSERVED: Array<[Record<string, string>, number]> = [
  [{ method: 'GET', route: '/api/health', status_code: '200' }, 0.0004],
  [{ method: 'GET', route: '/api/health', status_code: '200' }, 0.001],
  [{ method: 'GET', route: '/api/health', status_code: '200' }, 0.05],
  [{ method: 'POST', route: '/api/jobs', status_code: '400' }, 0.2],
  [{ method: 'POST', route: '/api/jobs', status_code: '400' }, 3],
];

describe('LatencyHistogram', () => {
  it('scrapes as prom-client’s own Histogram does, for the same observations', async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'latency_seconds',
      help: 'Latency',
      labelNames: ['method', 'route', 'status_code'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    const ours = new Registry();
    const latency = new LatencyHistogram('latency_seconds', 'Latency', BOUNDS);
    ours.registerMetric(latency.asMetric());
    const series = new Map<string, ReturnType<LatencyHistogram['series']>>();
    for (const [labels, seconds] of OBSERVED) {
      histogram.labels(labels).observe(seconds);
      const key = JSON.stringify(labels);
      if (!series.has(key)) series.set(key, latency.series(labels));
      series.get(key)!.observe(seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // As JSON too, but for the exemplars, which this histogram does not keep.
    const withoutExemplars = JSON.parse(
      JSON.stringify(await theirs.getMetricsAsJSON()).replaceAll('"exemplar":null,', ''),
    );
    expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars);

    theirs.resetMetrics();
    ours.resetMetrics();
    const zeroed = await ours.metrics();
    expect(zeroed).toContain('latency_seconds_count{method="GET",route="/api/health",status_code="200"} 0');
  });
});
