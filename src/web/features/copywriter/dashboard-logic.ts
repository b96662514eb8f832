// The pure rules of the copywriter dashboard: how its lists change after an action, and what the tiles add up.
import { earningsGbp, roundPence, type Terms } from '../../../shared/domain/pricing.ts';

export function withoutJob<TJob extends { id: number }>(
  jobs: readonly TJob[] | undefined,
  id: number,
): TJob[] {
  return (jobs ?? []).filter((job) => job.id !== id);
}

/** SPEC.md section 4: a job whose work was just submitted goes first in the completed list, once. */
export function withJobFirst<TJob extends { id: number }>(
  jobs: readonly TJob[] | undefined,
  job: TJob,
): TJob[] {
  return [job, ...withoutJob(jobs, job.id)];
}

export function totalEarningsGbp(jobs: readonly Terms[]): number {
  return roundPence(jobs.reduce((sum, job) => sum + earningsGbp(job), 0));
}

/**
 * SPEC.md section 5: a specialty is added only when it is not blank, and stored trimmed. One already in the
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

/** The directory's search: a name or a specialty (its id or its shown label) containing the query. */
export function matchesSearch(
  listing: { name: string; specialties: readonly string[] },
  query: string,
  labelOf: (specialty: string) => string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [listing.name, ...listing.specialties, ...listing.specialties.map(labelOf)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
