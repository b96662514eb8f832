// The contract between bench/run.ts and each benchmark module, and how a figure is judged against its goal.

// A bound the figure must stay under (times, sizes) or reach (throughput). The label lets a goal computed at
// run time, such as a fraction of a baseline, say what it means.
export type Goal = { below: number; label?: string } | { atLeast: number; label?: string };

export interface Measurement {
  name: string;
  value: number;
  unit: string;
  digits?: number;
  // Absent for figures that are reported for context only.
  goal?: Goal;
}

export interface BenchContext {
  log(line: string): void;
}

export interface Benchmark {
  name: string;
  // Throws when the product is broken (will not start, a request fails); a missed goal is a result, not an error.
  run(context: BenchContext): Promise<Measurement[]>;
}

export function goalMet(measurement: Measurement): boolean | undefined {
  const { goal, value } = measurement;
  if (!goal) return undefined;
  return 'below' in goal ? value < goal.below : value >= goal.atLeast;
}

export function formatFigure(value: number, unit: string, digits = 0): string {
  return `${value.toFixed(digits)} ${unit}`;
}

export function formatGoal(measurement: Measurement): string {
  const { goal } = measurement;
  if (!goal) return '-';
  if (goal.label) return goal.label;
  // A goal is a round number as written in the issue; it is shown as written, not padded to the figure's digits.
  return 'below' in goal ? `< ${goal.below} ${measurement.unit}` : `>= ${goal.atLeast} ${measurement.unit}`;
}
