import { describe, expect, it } from 'vitest';
import { nextRoundBaseline } from './round-baseline.ts';

describe('nextRoundBaseline', () => {
  it('is the draft before the first round, then the latest round', () => {
    expect(nextRoundBaseline('The draft.', undefined)).toBe('The draft.');
    expect(nextRoundBaseline('The draft.', null)).toBe('The draft.');
    expect(nextRoundBaseline('The draft.', { result: 'Round two.' })).toBe('Round two.');
  });
});
