import { describe, expect, it } from 'vitest';
import { formatHours, serviceBadgeLabel } from '../../shared/domain/format.ts';
import { estimatedTimeLabel, formatRating, termsLabel, wordCountLabel } from './job-display.ts';

describe('serviceBadgeLabel and estimatedTimeLabel', () => {
  it('reads a human check as Review, 1-2 hours', () => {
    expect(serviceBadgeLabel('human-check')).toBe('Review');
    expect(estimatedTimeLabel('human-check')).toBe('Est. 1-2 hours');
  });

  it('treats everything else as a rewrite, 2-5 hours', () => {
    for (const serviceType of ['rewrite', 'something-else', '']) {
      expect(serviceBadgeLabel(serviceType)).toBe('Rewrite');
      expect(estimatedTimeLabel(serviceType)).toBe('Est. 2-5 hours');
    }
  });
});

describe('termsLabel', () => {
  it('shows hours or a fixed price', () => {
    expect(termsLabel({ estimatedHours: 2.5, fixedPrice: null })).toBe('2.5 hours');
    expect(termsLabel({ estimatedHours: 0.1 + 0.2, fixedPrice: null })).toBe('0.3 hours');
    expect(termsLabel({ estimatedHours: null, fixedPrice: 120 })).toBe('Fixed price: £120.00');
    expect(termsLabel({ estimatedHours: null, fixedPrice: null })).toBeUndefined();
  });
});

describe('formatHours and formatRating', () => {
  it('drops float noise', () => {
    expect(formatHours(3)).toBe('3');
    expect(formatRating(4.666)).toBe('4.7');
    expect(formatRating(5)).toBe('5');
  });
});

describe('wordCountLabel', () => {
  it('counts words', () => {
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(1234)).toBe('1,234 words');
  });
});
