import { describe, expect, it } from 'vitest';
import { NOT_RATED_YET, writerRatingFigure, writerRatingOutOfFive } from './writer-rating.ts';

describe("a writer's rating", () => {
  it('always reads with one decimal, so 4 and 4.0 are never two figures of one writer', () => {
    expect(writerRatingFigure(4)).toBe('4.0');
    expect(writerRatingFigure(4.75)).toBe('4.8');
    expect(writerRatingFigure(5)).toBe('5.0');
    expect(writerRatingOutOfFive(4)).toBe('4.0/5');
  });

  it('has no figure before the first rating rather than a default of five', () => {
    expect(writerRatingFigure(null)).toBeNull();
    expect(writerRatingOutOfFive(null)).toBe(NOT_RATED_YET);
  });
});
