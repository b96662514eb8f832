import { describe, expect, it } from 'vitest';
import { percentChange } from './admin-service.ts';

describe("the admin's month-on-month revenue change", () => {
  it('is a percentage of last month, to one decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(80, 120)).toBe(-33.3);
    expect(percentChange(0, 40)).toBe(-100);
  });

  it('reads 100 (or 0) against a month that took nothing, as REST clients have always been answered', () => {
    expect(percentChange(350, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });
});
