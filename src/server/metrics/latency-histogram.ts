// The request latency histogram, observed once for every answer. prom-client's own Histogram checks, copies
// and hashes the labels on every observation, even through a child kept for its labels: under `npm run bench
// -- blog-published` that was about 4 % of the server's time (histogram.js and its hashObject in the
// profile). Here each series of labels is made once and an observation adds to its own counts; a scrape hands
// prom-client's registry the same samples, in the same text, as its Histogram would.
import type { Metric } from 'prom-client';

export interface LatencyObserver {
  observe(seconds: number): void;
}

interface Series {
  labels: Readonly<Record<string, string>>;
  /** Observations per bucket, not yet cumulative: the last is those above every bound (+Inf only). */
  counts: number[];
  sum: number;
  count: number;
}

interface Sample {
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
}

export class LatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  private readonly all: Series[] = [];

  constructor(name: string, help: string, bounds: readonly number[]) {
    this.name = name;
    this.help = help;
    this.bounds = bounds;
  }

  /** A new series for these labels; the caller keeps it, one for each combination of labels. */
  series(labels: Readonly<Record<string, string>>): LatencyObserver {
    const series: Series = { labels, counts: new Array(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
    this.all.push(series);
    const { bounds } = this;
    return {
      observe(seconds) {
        let bucket = 0;
        while (bucket < bounds.length && seconds > bounds[bucket]!) bucket += 1;
        series.counts[bucket]! += 1;
        series.sum += seconds;
        series.count += 1;
      },
    };
  }

  /** This histogram as prom-client's registry reads a metric: with `getForPromString` for the text format. */
  asMetric(): Metric {
    return this as unknown as Metric;
  }

  // What prom-client's Histogram answers (its getForPromString): each series' cumulative buckets labelled
  // `le`, then +Inf, _sum and _count, with the series' labels as shared labels after `le`.
  async getForPromString() {
    const values: Sample[] = [];
    for (const series of this.all) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index]!;
        values.push(this.sample(series, { le: bound }, cumulative, '_bucket'));
      });
      values.push(this.sample(series, { le: '+Inf' }, series.count, '_bucket'));
      values.push(this.sample(series, {}, series.sum, '_sum'));
      values.push(this.sample(series, {}, series.count, '_count'));
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  // The same as JSON (the registry's getMetricsAsJSON), with every label in one object, as prom-client gives.
  async get() {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, value, metricName }) => ({
        labels: { ...labels, ...sharedLabels },
        value,
        metricName,
      })),
    };
  }

  reset(): void {
    for (const series of this.all) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  private sample(series: Series, labels: Sample['labels'], value: number, suffix: string): Sample {
    return { labels, sharedLabels: series.labels, value, metricName: `${this.name}${suffix}` };
  }
}
