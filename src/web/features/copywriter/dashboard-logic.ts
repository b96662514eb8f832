// The pure rules of the copywriter dashboard: how its lists change after an action, and what the tiles add up.
import { earningsGbp, roundPence, type Terms } from '../../../shared/domain/pricing.ts';
import { writerRatingOutOfFive } from '../../../shared/domain/writer-rating.ts';

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

/**
 * A specialty is added only when it is not blank, and stored trimmed. One already in the
 * list (in any letter case) is not added twice. Answers the list unchanged when nothing is added.
 */
export function addSpecialty(specialties: readonly string[], typed: string): string[] {
  const specialty = typed.trim();
  if (specialty === '') return [...specialties];
  const known = specialties.some((existing) => existing.toLowerCase() === specialty.toLowerCase());
  return known ? [...specialties] : [...specialties, specialty];
}

export function removeSpecialty(specialties: readonly string[], specialty: string): string[] {
  return specialties.filter((existing) => existing !== specialty);
}

/** What the fixed Average Rating tile is, beside the writer's own figure, which clients see. */
export function fixedRatingCaption(rating: number | null): string {
  return rating === null
    ? 'The same figure for every writer, not your average: you have no ratings yet.'
    : `The same figure for every writer, not your average: clients see ${writerRatingOutOfFive(rating)}.`;
}
