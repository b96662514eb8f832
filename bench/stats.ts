// Summaries of measured samples, shared by every benchmark so that "p99" means the same thing in each.

export interface Summary {
  count: number;
  min: number;
  max: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
}

// Nearest-rank percentile: the answer is always a sample that was actually observed, never an interpolation
// between two, which is what latency percentiles (HdrHistogram, autocannon) conventionally report.
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (p < 0 || p > 100) throw new Error(`percentile ${p} is outside 0..100`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('mean of no samples');
  return samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    count: samples.length,
    min: Math.min(...samples),
    max: Math.max(...samples),
    mean: mean(samples),
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
    p99: percentile(samples, 99),
  };
}
