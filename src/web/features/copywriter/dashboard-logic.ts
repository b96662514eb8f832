// The pure rules of the copywriter dashboard: how its lists change after an action, and what the tiles add up.
import { formatNumber } from '../../../shared/domain/format.ts';
import { earningsGbp, roundPence, type Terms } from '../../../shared/domain/pricing.ts';
import { NOT_RATED_YET, writerRatingFigure } from '../../../shared/domain/writer-rating.ts';

// A job list as the cache keeps it: the pages loaded so far (docs/product.md "Limits").
interface JobPages<TJob extends { id: number }> {
  pages: readonly { items: readonly TJob[] }[];
}

/** The list without a job, on whichever page it was; nothing when the list was never loaded. */
export function withoutJob<TJob extends { id: number }, TData extends JobPages<TJob>>(
  data: TData | undefined,
  id: number,
): TData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((job) => job.id !== id) })),
  };
}

/** A job whose work was just submitted goes first in the completed list, once, without a reload. */
export function withJobFirst<TJob extends { id: number }, TData extends JobPages<TJob>>(
  data: TData | undefined,
  job: TJob,
): TData | undefined {
  const rest = withoutJob<TJob, TData>(data, job.id);
  if (!rest || rest.pages.length === 0) return rest;
  const [first, ...later] = rest.pages;
  return { ...rest, pages: [{ ...first, items: [job, ...first!.items] }, ...later] };
}

export function totalEarningsGbp(jobs: readonly Terms[]): number {
  return roundPence(jobs.reduce((sum, job) => sum + earningsGbp(job), 0));
}

/** A count as English reads it: "1 job", "2 jobs", "0 jobs". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** The Average Rating tile: the writer's own average of their rated jobs to one decimal, as clients see it. */
export function averageRatingText(rating: number | null): string {
  return writerRatingFigure(rating) ?? NOT_RATED_YET;
}

export interface Revision {
  /** What the client asked to change. */
  reason: string;
  /** The delivery sent back, which the work box starts from. */
  result: string;
}

/** The delivery the client sent back, when the latest one was; a job's versions come oldest first. */
export function lastRevision(
  versions: readonly { result: string; revisionReason: string | null }[],
): Revision | undefined {
  const latest = versions.at(-1);
  return latest?.revisionReason ? { reason: latest.revisionReason, result: latest.result } : undefined;
}
