import { describe, expect, it } from 'vitest';
import { disputeTurn, percentOfPrice, shareLabel } from './dispute-logic.ts';

const job = { fixedPrice: 150, estimatedHours: null } as Parameters<typeof percentOfPrice>[0];

describe('dispute wording', () => {
  it('shows a share of the price in pounds, rounded half up to the penny as the server refunds it', () => {
    expect(percentOfPrice(job, 30)).toBe('£45.00');
    expect(percentOfPrice({ ...job, fixedPrice: 99.99 }, 33)).toBe('£33.00');
    expect(percentOfPrice(job, '')).toBeUndefined();
    expect(shareLabel(job, 50)).toBe('50% (£75.00)');
  });

  it('knows whose turn it is', () => {
    expect(disputeTurn({ status: 'open' })).toBe('copywriter');
    expect(disputeTurn({ status: 'offered' })).toBe('client');
    expect(disputeTurn({ status: 'escalated' })).toBe('admin');
    expect(disputeTurn({ status: 'resolved' })).toBeNull();
  });
});
