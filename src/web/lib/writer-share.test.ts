import { describe, expect, it } from 'vitest';
import { feePercentLabel, writerShareLabel } from './writer-share.ts';

describe('writerShareLabel', () => {
  it('says what 1.5 hours at £75 leaves after a 20% fee', () => {
    expect(writerShareLabel(112.5, 20)).toBe('You receive £90.00 after the 20% fee');
  });

  it('rounds the fee half up to the penny, as the server books it', () => {
    // £10.05 × 15% = £1.5075: the fee is £1.51, the writer keeps £8.54.
    expect(writerShareLabel(10.05, 15)).toBe('You receive £8.54 after the 15% fee');
  });

  it('keeps everything at no fee', () => {
    expect(writerShareLabel(50, 0)).toBe('You receive £50.00 after the 0% fee');
  });

  it('says nothing while there is no price', () => {
    expect(writerShareLabel(null, 20)).toBeNull();
    expect(writerShareLabel(0, 20)).toBeNull();
    expect(writerShareLabel(Number.NaN, 20)).toBeNull();
  });
});

describe('feePercentLabel', () => {
  it('reads a whole or a fractional percent', () => {
    expect(feePercentLabel(20)).toBe('20%');
    expect(feePercentLabel(12.5)).toBe('12.5%');
  });
});
