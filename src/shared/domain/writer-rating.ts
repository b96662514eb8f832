// How a copywriter's rating reads wherever it is shown: the directory, their profile, their dashboard's
// header, a quote's record and the home page. One function, so that a writer never reads as "4" in one place
// and "4.0" in another.

/** Shown in place of a figure before a writer's first rating: a new writer is not given five stars. */
export const NOT_RATED_YET = 'Not rated yet';

/** A writer's average rating to one decimal, "4.0" or "4.8"; null before their first rating. */
export function writerRatingFigure(rating: number | null): string | null {
  if (rating === null || !Number.isFinite(rating)) return null;
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/** "4.8/5", or "Not rated yet". */
export function writerRatingOutOfFive(rating: number | null): string {
  const figure = writerRatingFigure(rating);
  return figure === null ? NOT_RATED_YET : `${figure}/5`;
}
