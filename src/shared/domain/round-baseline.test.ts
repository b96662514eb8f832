import { describe, expect, it } from 'vitest';
import { nextRoundBaseline } from './round-baseline.ts';

describe('nextRoundBaseline', () => {
  it('is the draft before the first round, then the latest round', () => {
    const draft = { text: 'The draft.', label: 'the draft' };
    expect(nextRoundBaseline('The draft.', undefined)).toEqual(draft);
    expect(nextRoundBaseline('The draft.', null)).toEqual(draft);
    expect(nextRoundBaseline('The draft.', { result: 'Round two.', round: 2 })).toEqual({
      text: 'Round two.',
      label: 'round 2',
    });
  });
});
